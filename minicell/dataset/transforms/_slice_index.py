"""``dataset.transforms.Slice``'s arguments as numpy indices, with 2.10's validator texts."""


def _index(item):
    """One of ``Slice``'s arguments as a numpy index: None and True take the whole axis (2.10,
    measured: Slice(True, 0) of a (2, 3) array keeps axis 0 whole)."""
    if item is None or item is True:
        return slice(None)
    if isinstance(item, (list, tuple)):
        for i, v in enumerate(item):        # 2.10's validator texts (measured)
            if isinstance(v, bool):
                raise TypeError(f"Argument slice[{i}] with value {v} is not of type "
                                f"(<class 'int'>,), but got <class 'bool'>.")
            if not isinstance(v, int):
                raise TypeError(f"Argument slice_option[{i}] with value {v} is not of type "
                                f"[<class 'int'>], but got {type(v)}.")
        return list(item)
    if isinstance(item, (int, slice)) and not isinstance(item, bool) or item is Ellipsis:
        return item if not isinstance(item, int) else [item]
    raise TypeError(f"Slice: each index should be an int, a list of ints, a slice, None or "
                    f"Ellipsis, but got {item!r}.")
