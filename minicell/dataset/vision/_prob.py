"""``WithProbability``: the mixin that makes an operation run with probability ``prob``."""
from .. import _random
from ._geometry import check_prob


class WithProbability:
    """Mixin: the operation it precedes in the bases runs with probability ``prob``. A subclass
    whose operation takes arguments sets them, then calls ``WithProbability.__init__``."""

    random = True

    def __init__(self, prob=0.5):
        self.prob = check_prob(prob)

    def _apply(self, *args):
        if _random.bernoulli(self, self.prob):
            return super()._apply(*args)
        return args[0] if len(args) == 1 else args
