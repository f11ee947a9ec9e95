"""Thin handlers, one module per concern; ``bot.app`` registers them in one block."""
