"""rewrite configuration (mindspore.rewrite.common.config)."""


def clear_caches():
    """Forget the sub-trees, functions and containers that parsing with
    `AssignParser._share_one_implementation` remembered."""
    from minicell.rewrite.parsers import AssignParser
    AssignParser._cached_trees = {}              # pylint: disable=protected-access
    AssignParser._cached_functions = {}          # pylint: disable=protected-access
    AssignParser._cached_cell_containers = {}    # pylint: disable=protected-access
