"""Application layer, framework-free: load -> decide -> append -> project -> publish."""
