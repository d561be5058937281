"""Entry points of GRAPH_MODE: run a Cell's construct compiled; ``jit``."""


def run_cell(cell, args, kwargs):
    raise NotImplementedError("GRAPH_MODE is not implemented yet")


def cell_ir(cell, args, kwargs):
    raise NotImplementedError


def jit(fn=None, **options):
    raise NotImplementedError


ms_function = jit
