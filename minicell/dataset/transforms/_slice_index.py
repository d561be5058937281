"""``dataset.transforms.Slice``'s arguments as numpy indices, with 2.10's validator texts."""
from ..core.validator_helpers import type_check


_TYPES = ("[<class 'int'>, <class 'list'>, <class 'slice'>, <class 'bool'>, <class 'ellipsis'>, "
          "<class 'mindspore.dataset.transforms.transforms._SliceOption'>]")


def _index(item):
    """One of ``Slice``'s arguments as a numpy index: None and True take the whole axis (2.10,
    measured: Slice(True, 0) of a (2, 3) array keeps axis 0 whole)."""
    if item is None or item is True:
        return slice(None)
    if isinstance(item, list):
        # 2.10 checks a list starting with an int as 'slice', then every list as 'slice_option'
        name = "slice" if item and isinstance(item[0], int) else "slice_option"
        for i, v in enumerate(item):
            type_check(v, (int,), f"{name}[{i}]")
        return list(item)
    if isinstance(item, (int, slice)) and not isinstance(item, bool) or item is Ellipsis:
        return item if not isinstance(item, int) else [item]
    if item is False:       # 2.10 takes it and selects nothing: refused when applied (measured)
        return []
    raise TypeError(f"Argument slice with value {item} is not of type {_TYPES}, but got "
                    f"{type(item)}.")
