"""Pictures the server renders for any client: the ESPRI board as SVG."""
