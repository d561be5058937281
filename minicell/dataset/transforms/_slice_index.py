"""``dataset.transforms.Slice``'s arguments as numpy indices, with 2.10's validator texts."""
from ..core.validator_helpers import type_check


def _index(item):
    """One of ``Slice``'s arguments as a numpy index: None and True take the whole axis (2.10,
    measured: Slice(True, 0) of a (2, 3) array keeps axis 0 whole)."""
    if item is None or item is True:
        return slice(None)
    if isinstance(item, (list, tuple)):
        for i, v in enumerate(item):    # 2.10 names a bool item slice[i], others slice_option[i]
            type_check(v, (int,), f"slice[{i}]" if isinstance(v, bool) else f"slice_option[{i}]")
        return list(item)
    if isinstance(item, (int, slice)) and not isinstance(item, bool) or item is Ellipsis:
        return item if not isinstance(item, int) else [item]
    raise TypeError(f"Slice: each index should be an int, a list of ints, a slice, None or "
                    f"Ellipsis, but got {item!r}.")
