"""The copy of a user's sampler that an iterator runs: 2.10 copies the pipeline for each
iterator, so the state a sampler's iteration changes starts afresh in every iterator."""
import copy
import weakref

_RUN_COPIES = weakref.WeakKeyDictionary()      # an iterator's run -> {id: (sampler, copy)}


def run_copy(sampler, ctx):
    """``sampler``'s copy for the iterator running ``ctx`` (``sampler`` itself outside one,
    or when it cannot be copied)."""
    if ctx.run is None:
        return sampler
    copies = _RUN_COPIES.setdefault(ctx.run, {})
    if id(sampler) not in copies:
        try:
            copies[id(sampler)] = (sampler, copy.deepcopy(sampler))
        except (TypeError, copy.Error):
            copies[id(sampler)] = (sampler, sampler)
    return copies[id(sampler)][1]
