"""BleuScore: corpus BLEU of tokenized candidate sentences against reference sentences.

>>> from minicell import nn
>>> m = nn.BleuScore()
>>> m.update([["a", "cat", "is", "on", "the", "mat"]],
...          [[["a", "cat", "is", "on", "the", "mat"], ["there", "is", "a", "cat"]]])
>>> float(m.eval())
1.0
"""
from collections import Counter

import numpy as np

from .metric import Metric, check_type, rearrange_inputs

__all__ = ["BleuScore"]


def _ngrams(tokens, n_gram):
    """Counter of all 1..n_gram grams of ``tokens``."""
    return Counter(tuple(tokens[j:j + i]) for i in range(1, n_gram + 1)
                   for j in range(len(tokens) - i + 1))


class BleuScore(Metric):
    """``BleuScore(n_gram=4, smooth=False)``: ``update(candidates, references)`` with
    ``references[i]`` a list of reference token lists for candidate ``i``."""

    def __init__(self, n_gram=4, smooth=False):
        super().__init__()
        self.n_gram = check_type("n_gram", n_gram, (int,))
        if not 1 <= n_gram <= 4:
            raise ValueError(f"For 'BleuScore', the argument 'n_gram' should range from 1 to 4, but "
                             f"got {n_gram}.")
        self.smooth = check_type("smooth", smooth, (bool,))
        self.clear()

    def clear(self):
        self._numerator = np.zeros(self.n_gram)
        self._denominator = np.zeros(self.n_gram)
        self._precision_scores = np.zeros(self.n_gram)
        self._c = 0.0
        self._r = 0.0
        self._trans_len = 0
        self._ref_len = 0
        self._is_update = False

    @rearrange_inputs
    def update(self, *inputs):
        if len(inputs) != 2:
            raise ValueError(f"For 'BleuScore.update', it needs 2 inputs (candidate_corpus, "
                             f"reference_corpus), but got {len(inputs)}.")
        candidates, references = inputs
        if len(candidates) != len(references):
            raise ValueError(f"For 'BleuScore.update', 'translate_corpus' (inputs[0]) and "
                             f"'reference_corpus' (inputs[1]) should be equal in length, but got "
                             f"{len(candidates)}, {len(references)}")
        for cand, refs in zip(candidates, references):
            self._c += len(cand)
            lens = [len(r) for r in refs]
            diffs = [abs(len(cand) - n) for n in lens]
            self._r += lens[diffs.index(min(diffs))]
            counts = _ngrams(cand, self.n_gram)
            ref_counts = Counter()
            for ref in refs:
                ref_counts |= _ngrams(ref, self.n_gram)
            for gram, k in (counts & ref_counts).items():
                self._numerator[len(gram) - 1] += k
            for gram, k in counts.items():
                self._denominator[len(gram) - 1] += k
        self._trans_len = np.array(self._c)
        self._ref_len = np.array(self._r)
        self._is_update = True

    def eval(self):
        if not self._is_update:
            raise RuntimeError("Please call the 'update' method before calling 'eval' method.")
        if min(self._numerator) == 0.0:
            return np.array(0.0)
        if self.smooth:
            precision = (self._numerator + 1.0) / (self._denominator + 1.0)
        else:
            precision = self._numerator / self._denominator
        geometric_mean = np.exp(np.sum(np.full(self.n_gram, 1.0 / self.n_gram) * np.log(precision)))
        if self._c > self._r:
            penalty = np.array(1.0)
        else:
            penalty = np.exp(1 - self._ref_len / self._trans_len)
        return penalty * geometric_mean
