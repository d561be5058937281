"""``mindspore.version``: the MindSpore release whose API and behaviour minicell follows.

User code branches on it (``if version.__version__ >= "2.3"``, ``version.parse(ms.__version__)
>= version.parse("2.0.0rc")``), so it names that MindSpore release, not minicell's own package
version (``pyproject.toml``).
"""
__version__ = "2.10.0"
