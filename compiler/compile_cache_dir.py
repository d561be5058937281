"""The persistent compilation cache (``set_context(enable_compile_cache=True)``,
``MINICELL_COMPILE_CACHE``), switched on by ``compiler.call.compile_entry`` before a trace."""
import os

import jax

CACHE_ENV = "MINICELL_COMPILE_CACHE"
_cache_dir = [None]       # the persistent compilation cache directory switched on, if any


def persistent_cache():
    """Switch JAX's persistent compilation cache on when asked; returns its directory or None.

    MindSpore keeps compiled graphs on disk with ``set_context(enable_compile_cache=True,
    compile_cache_path=DIR)`` (under ``DIR/rank_0``; DIR defaults to the working directory) so
    that the next run skips compilation. minicell maps that onto JAX's persistent cache, where
    XLA's executables are stored by a hash of the lowered program: the next process still
    traces and lowers (minicell's trace, passes and lowering), but loads instead of compiling.
    The environment variable ``MINICELL_COMPILE_CACHE=DIR`` does the same without code.
    Every program is cached, however fast it compiled (JAX's default skips those under 1 s).
    """
    from .. import context
    path = os.environ.get(CACHE_ENV) or None
    if path is None:
        try:
            on = context.get_context("enable_compile_cache")
        except ValueError:        # never set
            on = False
        if on:
            try:
                base = context.get_context("compile_cache_path")
            except ValueError:
                base = ""
            path = os.path.join(base or ".", "rank_0")
    path = os.path.abspath(path) if path is not None else None
    if path is not None and path != _cache_dir[0]:
        os.makedirs(path, exist_ok=True)
        # JAX opens its cache once, at the first compile after a directory is set: one opened
        # before (a JAX_COMPILATION_CACHE_DIR of the environment, an earlier path) is closed so
        # that this directory is the one used from the next compile on
        from jax.experimental.compilation_cache import compilation_cache
        compilation_cache.reset_cache()
        jax.config.update("jax_compilation_cache_dir", path)
        jax.config.update("jax_persistent_cache_min_compile_time_secs", 0.0)
        jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)
        _cache_dir[0] = path
    return _cache_dir[0]
