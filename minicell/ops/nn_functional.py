"""Neural-network functional ops (conv, pooling, dropout, ...)."""
__all__ = []
