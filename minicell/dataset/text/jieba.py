"""``JiebaTokenizer`` of ``mindspore.dataset.text``: Chinese word segmentation with the
dictionary (``mp_path``) and HMM model (``hmm_path``) files of cppjieba, the library MindSpore
2.10 runs, segmented as cppjieba segments (its algorithms, written here from their description):

- ``JiebaMode.MP``: the most probable path through the DAG of dictionary words (each word's
  weight ``log(freq / total)``, a character in no word the dictionary's lowest weight; on a tie
  the shorter word);
- ``JiebaMode.HMM``: a Viterbi labelling of each character as Begin/Middle/End/Single of a word
  (runs of ASCII letters-then-digits and of digits are words of their own, other ASCII
  characters single ones);
- ``JiebaMode.MIX`` (default): MP, then each run of single characters MP left cut again by
  the HMM (a single-character word added with ``add_word`` too: cppjieba keeps only the single
  characters of a user dictionary file it loads itself, which 2.10 never gives it).

Spaces, tabs, newlines, '，' and '。' separate pieces and are tokens themselves. ``add_word``
and ``add_dict`` add user words (no frequency: the dictionary's median weight). Outputs, as
2.10's: a str array of tokens (an empty input gives one empty token, and no offsets) and, with
``with_offsets=True``, the UTF-8 byte offsets where each token starts and ends (uint32).
Measured against 2.10 with a dictionary and model of our own (the tests').

The files: the dictionary has ``word freq tag`` lines; the model has, after ``#`` comment lines,
the start log-probabilities of the states B E M S (one line), their 4x4 transition matrix (four
lines) and four emission lines ``char:logprob,...`` (B, E, M, S).
"""
import math
import os
import re

import numpy as np

from ..engine import kernel_error
from .ops import _OneToOne, _as_str, _tokens
from .transforms import _check_uint32
from .utils import JiebaMode

__all__ = ["JiebaTokenizer"]

_MIN = -3.14e100                 # cppjieba's MIN_DOUBLE: an impossible step
_B, _E, _M, _S = range(4)
_SEPARATORS = frozenset(" \t\n，。")
_MAX_WORD = 512
_INPUT = ("JiebaTokenizerOp: the input shape should be scalar and the input datatype should be "
          "string.")
_USER_LINE = re.compile(r"^\s*([^\s*]+?)\s*([0-9]+)?\s*$", re.U)


class _Dictionary:
    """The MP dictionary: word -> weight, with the prefixes a DAG walk needs."""

    def __init__(self, path):
        freqs = {}
        with open(path, encoding="utf-8") as f:
            for line in f:
                fields = line.rstrip("\n").split(" ")
                if len(fields) != 3:
                    raise RuntimeError(f"JiebaTokenizer: Split result illegal, line: "
                                       f"{line.rstrip()}")
                freqs[fields[0]] = float(fields[1])
        total = sum(freqs.values())
        self.weights = {w: math.log(v / total) for w, v in freqs.items()}
        ordered = sorted(self.weights.values())
        self.min_weight = ordered[0] if ordered else _MIN
        self.median_weight = ordered[len(ordered) // 2] if ordered else _MIN
        self.total = total
        self.prefixes = set()
        for w in self.weights:
            self._add_prefixes(w)

    def _add_prefixes(self, word):
        self.prefixes.update(word[:i] for i in range(1, len(word)))

    def add_user_word(self, word, freq):
        self.weights[word] = math.log(freq / self.total) if freq else self.median_weight
        self._add_prefixes(word)

    def cut(self, s):
        """MP: ``s`` as (start, end) spans."""
        n = len(s)
        best = [(0.0, 1)] * (n + 1)  # (weight of the best path from i, its first length); n: end
        for i in range(n - 1, -1, -1):
            nexts = [(1, self.weights.get(s[i], self.min_weight))]
            j = i + 1
            while j < n and j - i < _MAX_WORD and s[i:j] in self.prefixes:
                j += 1
                if s[i:j] in self.weights:
                    nexts.append((j - i, self.weights[s[i:j]]))
            weight, length = _MIN, 1
            for size, w in nexts:
                val = w + best[i + size][0]
                if val > weight:
                    weight, length = val, size
            best[i] = (weight, length)
        spans, i = [], 0
        while i < n:
            spans.append((i, i + best[i][1]))
            i += best[i][1]
        return spans


class _Hmm:
    """The B/E/M/S model: start and transition log-probabilities, emissions per state."""

    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            lines = [ln.strip() for ln in f if ln.strip() and not ln.lstrip().startswith("#")]
        if len(lines) != 9:
            raise RuntimeError(f"the HMM model {path} should hold 9 lines of probabilities "
                               f"(start, 4 transitions, 4 emissions), found {len(lines)}")
        self.start = [float(v) for v in lines[0].split()]
        self.trans = [[float(v) for v in ln.split()] for ln in lines[1:5]]
        self.emit = []
        for ln in lines[5:9]:
            table = {}
            for item in ln.split(","):
                ch, _, p = item.rpartition(":")
                if ch:
                    table[ch] = float(p)
            self.emit.append(table)

    def cut(self, s, lo, hi):
        """HMM over ``s[lo:hi]`` as spans: ASCII letter/number runs and other ASCII singly,
        the rest labelled by Viterbi."""
        spans, left, right = [], lo, lo
        while right < hi:
            if ord(s[right]) < 0x80:
                if left != right:
                    spans += self._viterbi(s, left, right)
                left, right = right, _ascii_run(s, right, hi)
                spans.append((left, right))
                left = right
            else:
                right += 1
        if left != right:
            spans += self._viterbi(s, left, right)
        return spans

    def _viterbi(self, s, lo, hi):
        n = hi - lo
        emit = self.emit
        weight = [[self.start[y] + emit[y].get(s[lo], _MIN) for y in range(4)]]
        path = [[-1] * 4]
        for x in range(1, n):
            ch, prev = s[lo + x], weight[-1]
            row, back = [], []
            for y in range(4):
                e = emit[y].get(ch, _MIN)
                best, arg = _MIN, _E
                for p in range(4):
                    val = prev[p] + self.trans[p][y] + e
                    if val > best:
                        best, arg = val, p
                row.append(best)
                back.append(arg)
            weight.append(row)
            path.append(back)
        state = _E if weight[-1][_E] >= weight[-1][_S] else _S
        states = [0] * n
        for x in range(n - 1, -1, -1):
            states[x] = state
            state = path[x][state]
        spans, left = [], lo
        for i, st in enumerate(states):
            if st % 2:          # E or S ends a word
                spans.append((left, lo + i + 1))
                left = lo + i + 1
        return spans


def _is_letter(c):
    return "a" <= c <= "z" or "A" <= c <= "Z"


def _ascii_run(s, i, hi):
    """The end of the ASCII token at ``i``: letters then letters/digits, or digits and dots,
    else the one character."""
    j = i
    if _is_letter(s[i]):
        while j < hi and (_is_letter(s[j]) or s[j].isascii() and s[j].isdigit()):
            j += 1
    elif s[i].isascii() and s[i].isdigit():
        while j < hi and (s[j].isascii() and s[j].isdigit() or s[j] == "."):
            j += 1
    return j if j > i else i + 1


class JiebaTokenizer(_OneToOne):
    """Segment a Chinese string with cppjieba's dictionary (``mp_path``) and HMM model
    (``hmm_path``) files; see the module's text for the modes."""

    def __init__(self, hmm_path, mp_path, mode=JiebaMode.MIX, with_offsets=False):
        if hmm_path is None:
            raise ValueError("The dict of HMMSegment in cppjieba is not provided.")
        if not isinstance(hmm_path, str):
            raise TypeError("Wrong input type for hmm_path, should be string.")
        if mp_path is None:
            raise ValueError("The dict of MPSegment in cppjieba is not provided.")
        if not isinstance(mp_path, str):
            raise TypeError("Wrong input type for mp_path, should be string.")
        if not isinstance(with_offsets, bool):
            raise TypeError("Wrong input type for with_offsets, should be boolean.")
        if not isinstance(mode, JiebaMode):
            raise TypeError("Wrong input type for mode, should be JiebaMode.")
        for path in (hmm_path, mp_path):
            if not os.path.exists(os.path.realpath(path)):
                raise ValueError(f" jieba mode file {path} is not exist.")
        self.hmm_path, self.mp_path = hmm_path, mp_path
        self.mode, self.with_offsets = mode, with_offsets
        self.words = []
        self._models = None

    def __getstate__(self):
        return {**self.__dict__, "_models": None}

    def __call__(self, *args):
        if len(args) == 1 and isinstance(args[0], bytes):     # (2.10: its one input text)
            raise kernel_error(_INPUT)
        return super().__call__(*args)

    def add_word(self, word, freq=None):
        """Add ``word`` (frequency ``freq``; None: the dictionary's median weight)."""
        if word is None:
            raise ValueError("word is not provided.")
        if freq is not None:
            _check_uint32(freq)
        self.words.append((word, 0 if freq is None else freq))
        self._models = None

    def add_dict(self, user_dict):
        """Add the words of ``user_dict``: a ``{word: freq}`` dict or the path of a file of
        ``word [freq]`` lines (other lines are skipped)."""
        if isinstance(user_dict, str):
            if not os.path.exists(user_dict):
                raise ValueError(f"user dict file {user_dict} is not exist.")
            with open(os.path.realpath(user_dict), encoding="utf-8") as f:
                for line in f:
                    m = _USER_LINE.match(line.strip())
                    if m:
                        self.add_word(m.group(1), int(m.group(2) or 0))
        elif isinstance(user_dict, dict):
            for word, freq in user_dict.items():
                self.add_word(word, freq)
        else:
            raise TypeError("The type of user_dict must str or dict.")

    def _load(self):
        if self._models is None:
            dictionary = _Dictionary(self.mp_path)
            for word, freq in self.words:
                dictionary.add_user_word(word, freq)
            self._models = dictionary, _Hmm(self.hmm_path)
        return self._models

    def _apply(self, arr):
        if arr.ndim != 0 or arr.dtype.kind not in "US":
            raise RuntimeError(_INPUT)
        s = str(_as_str(arr))
        spans = self._cut(s)
        if not spans and self.with_offsets:     # 2.10: one empty token and no offsets
            empty = np.array([], np.uint32)
            return np.array([""]), empty, empty.copy()
        return _tokens(spans, s, self.with_offsets)

    def _cut(self, s):
        dictionary, hmm = self._load()
        spans, start = [], 0
        for i, ch in enumerate(s + " "):        # pieces between separators
            if i < len(s) and ch not in _SEPARATORS:
                continue
            if start < i:
                spans += self._cut_piece(s, start, i, dictionary, hmm)
            if i < len(s):
                spans.append((i, i + 1))
            start = i + 1
        return spans

    def _cut_piece(self, s, lo, hi, dictionary, hmm):
        if self.mode == JiebaMode.HMM:
            return hmm.cut(s, lo, hi)
        words = [(a + lo, b + lo) for a, b in dictionary.cut(s[lo:hi])]
        if self.mode == JiebaMode.MP:
            return words
        out, i = [], 0
        while i < len(words):
            a, b = words[i]
            if b - a > 1:
                out.append(words[i])
                i += 1
                continue
            j = i
            while j < len(words) and words[j][1] - words[j][0] == 1:
                j += 1
            out += hmm.cut(s, a, words[j - 1][1])
            i = j
        return out
