"""SequentialCell, CellList, CellDict."""
__all__ = []
