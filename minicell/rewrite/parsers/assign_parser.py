"""AssignParser: the settings of how an assignment's callee is parsed.

With `_share_one_implementation`, each sub-network instance, parsed function and cell
container is parsed once: a later call of the same object reuses the first parse (the
generated code then calls one implementation). The caches are keyed by the object's id;
`common.config.clear_caches()` empties them.
"""


class AssignParser:
    """Caches of parsed callees (class attributes, as 2.10's)."""
    _share_one_implementation = False
    _cached_trees = {}
    _cached_functions = {}
    _cached_cell_containers = {}

    @classmethod
    def cached(cls, kind, obj):
        """The cached parse of `obj` in cache `kind` ('trees', 'functions', ...), or None."""
        if not cls._share_one_implementation:
            return None
        return getattr(cls, f"_cached_{kind}").get(id(obj))

    @classmethod
    def remember(cls, kind, obj, value):
        if cls._share_one_implementation:
            getattr(cls, f"_cached_{kind}")[id(obj)] = value
