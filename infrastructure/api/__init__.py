"""The Litestar application: thin controllers over the service layer."""
