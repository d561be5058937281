"""Configuration of rewrite (mindspore.rewrite.common): `namespace` says which cells are parsed
into sub-trees, `config.clear_caches` empties the parsers' shared-implementation caches."""
from minicell.rewrite.common import namespace, config

__all__ = ["namespace", "config"]
