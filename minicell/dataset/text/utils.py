"""``mindspore.dataset.text.utils``: ``Vocab``, ``to_str``/``to_bytes`` and the enums of the
text operations (``NormalizeForm``, ``JiebaMode``, ``SentencePieceModel``,
``SPieceTokenizerOutType``, ``SPieceTokenizerLoadType``)."""
import enum

import numpy as np

__all__ = ["Vocab", "to_str", "to_bytes", "NormalizeForm", "JiebaMode", "SentencePieceModel",
           "SPieceTokenizerOutType", "SPieceTokenizerLoadType"]


class NormalizeForm(enum.IntEnum):
    """Unicode normalization of ``NormalizeUTF8`` (and the BERT tokenizers)."""
    NONE = 0
    NFC = 1
    NFKC = 2
    NFD = 3
    NFKD = 4


class JiebaMode(enum.IntEnum):
    """Segmentation algorithm of ``JiebaTokenizer``."""
    MIX = 0
    MP = 1
    HMM = 2


class SentencePieceModel(enum.IntEnum):
    """Model type of a ``SentencePieceVocab``."""
    UNIGRAM = 0
    BPE = 1
    CHAR = 2
    WORD = 3


class SPieceTokenizerOutType(enum.IntEnum):
    """Output of ``SentencePieceTokenizer``: pieces as strings or ids."""
    STRING = 0
    INT = 1


class SPieceTokenizerLoadType(enum.IntEnum):
    """Where ``SentencePieceTokenizer`` loads its model from."""
    FILE = 0
    MODEL = 1


def to_str(array, encoding="utf8"):
    """A numpy bytes array decoded to str (MindSpore's helper for string columns)."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"input should be a NumPy array, got {type(array)}.")
    return np.char.decode(array, encoding)


def to_bytes(array, encoding="utf8"):
    """A numpy str array encoded to bytes."""
    if not isinstance(array, np.ndarray):
        raise TypeError(f"input should be a NumPy array, got {type(array)}.")
    return np.char.encode(array, encoding)


_NOT_BUILT = ("The Vocab has not built yet, got type <class 'NoneType'>. Use "
              "Vocab.from_dataset(), Vocab.from_list(), Vocab.from_file() or Vocab.from_dict() "
              "to build a Vocab.")


def _type_error(name, value, types):
    return TypeError(f"Argument {name} with value {value} is not of type [{', '.join(map(str, types))}]"
                     f", but got {type(value)}.")


def _unique(name, words):
    seen = set()
    for w in words:
        if w in seen:
            raise ValueError(f"{name} contains duplicate word: {w}.")
        seen.add(w)


def _ordered(words, special_tokens, special_first):
    specials = list(special_tokens or [])
    _unique("special_tokens", specials)
    if set(specials) & set(words):
        raise ValueError("special_tokens and word_list contain duplicate word :"
                         f" {sorted(set(specials) & set(words))[0]}.")
    if not isinstance(special_first, bool):
        raise _type_error("special_first", special_first, [bool])
    ordered = specials + list(words) if special_first else list(words) + specials
    return {w: i for i, w in enumerate(ordered)}


def _check_freq_range(freq_range):
    if freq_range is None:
        return 0, None
    if not isinstance(freq_range, tuple) or len(freq_range) != 2:
        raise ValueError("freq_range needs to be a tuple of 2 element.")
    low, high = freq_range
    for i, v in enumerate(freq_range):
        if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
            raise _type_error(f"freq_range[{i}]", v, [int, type(None)])
    low = 0 if low is None else low
    if low < 0 or high is not None and high < low:
        raise ValueError("frequency range [a,b] should be 0 <= a <= b (a,b are inclusive).")
    return low, high


class Vocab:
    """A token -> id table: ``Vocab.from_list``, ``from_dict``, ``from_file`` or
    ``from_dataset`` (``Vocab()`` itself is not built: using it is 2.10's RuntimeError)."""

    def __init__(self, word_dict=None):
        self._ids = None if word_dict is None else dict(word_dict)
        self._tokens = {i: w for w, i in (word_dict or {}).items()}

    @classmethod
    def from_list(cls, word_list, special_tokens=None, special_first=True):
        """Ids in list order; ``special_tokens`` go first (or last)."""
        from ..core.validator_helpers import type_check
        for name, words in (("word_list", word_list), ("special_tokens", special_tokens)):
            if words is not None:       # (2.10's check_unique_list_of_words: a list of str)
                type_check(words, (list,), name)
                for w in words:
                    type_check(w, (str,), name)
        words = list(word_list)
        _unique("word_list", words)
        return cls(_ordered(words, special_tokens, special_first))

    @classmethod
    def from_dict(cls, word_dict):
        """The given token -> id mapping."""
        from ..core.validator_helpers import INT32_MAX, check_value, type_check
        type_check(word_dict, (dict,), "word_dict")         # (2.10's check_from_dict)
        for word, word_id in word_dict.items():
            type_check(word, (str,), "word")
            type_check(word_id, (int,), "word_id")
            check_value(word_id, (0, INT32_MAX), "word_id")
        return cls(word_dict)

    @classmethod
    def from_dataset(cls, dataset, columns=None, freq_range=None, top_k=None,
                     special_tokens=None, special_first=True):
        """The words of ``columns`` (a name, a list, or None for every column) of ``dataset``:
        those whose count is within ``freq_range`` = (min, max) (inclusive, None for no
        bound), most frequent first (ties in code point order), at most ``top_k`` of them;
        then ``special_tokens`` first (or last)."""
        names = columns if columns is None or isinstance(columns, list) else [columns]
        int_k = isinstance(top_k, int) and not isinstance(top_k, bool)
        if int_k and top_k <= 0:      # 2.10 checks this before the column names
            raise ValueError("Input top_k must be greater than 0.")
        for i, name in enumerate(names or []):
            if not isinstance(name, str):
                raise _type_error(f"col[{i}]", name, [str])
        if top_k is not None and not int_k:
            raise _type_error("top_k", top_k, [int, type(None)])
        low, high = _check_freq_range(freq_range)
        counts = {}
        for row in dataset.create_dict_iterator(num_epochs=1, output_numpy=True):
            for name in names or list(row):
                values = np.asarray(row[name])
                if values.dtype.kind == "S":
                    values = np.char.decode(values, "utf8")
                for w in values.reshape(-1).tolist():
                    counts[w] = counts.get(w, 0) + 1
        kept = sorted((w for w, c in counts.items() if c >= low and (high is None or c <= high)),
                      key=lambda w: (-counts[w], w))
        words = kept[:top_k] if top_k is not None else kept
        clash = [w for w in special_tokens or [] if w in set(words)]
        if clash:
            raise RuntimeError("Invalid special words, these special words are already in the "
                               "vocab: " + "".join(w + "\t" for w in clash) + ".")
        return cls(_ordered(words, special_tokens, special_first))

    @classmethod
    def from_file(cls, file_path, delimiter="", vocab_size=None, special_tokens=None,
                  special_first=True):
        """One token a line (the part before ``delimiter`` when given), at most ``vocab_size``
        of them; a repeated token keeps its first id."""
        _unique("special_tokens", list(special_tokens or []))
        if vocab_size is not None:
            if isinstance(vocab_size, bool) or not isinstance(vocab_size, int):
                raise _type_error("vocab_size", vocab_size, [int, type(None)])
            if vocab_size <= 0:
                raise ValueError(f"Input vocab_size must be greater than 0, but got "
                                 f"{vocab_size}.")
        words = []
        with open(file_path, encoding="utf8") as f:
            for line in f:
                word = line.rstrip("\r\n")
                if delimiter:
                    word = word.split(delimiter)[0]
                if word not in words:
                    words.append(word)
                if vocab_size is not None and len(words) >= vocab_size:
                    break
        specials = [s for s in (special_tokens or []) if s not in words]
        ordered = specials + words if special_first else words + specials
        return cls({w: i for i, w in enumerate(ordered)})

    def _built(self):
        if self._ids is None:
            raise RuntimeError(_NOT_BUILT)
        return self._ids

    def vocab(self):
        """The token -> id dict."""
        return dict(self._built())

    def tokens_to_ids(self, tokens):
        """Id of each token (-1 for an unknown one); a str gives one id."""
        if not isinstance(tokens, (str, list, np.ndarray)):
            raise _type_error("tokens", tokens, [str, list, np.ndarray])
        ids = self._built()
        tokens = tokens.tolist() if isinstance(tokens, np.ndarray) else tokens
        if isinstance(tokens, str):
            return ids.get(tokens, -1)
        for i, t in enumerate(tokens):
            if not isinstance(t, str):
                raise _type_error(f"tokens[{i}]", t, [str, np.str_])
        return [ids.get(t, -1) for t in tokens]

    def ids_to_tokens(self, ids):
        """Token of each id ('' for an unknown one); an int gives one token."""
        if isinstance(ids, bool) or not isinstance(ids, (int, list, np.ndarray)):
            raise _type_error("ids", ids, [int, list, np.ndarray])
        self._built()
        ids = ids.tolist() if isinstance(ids, np.ndarray) else ids
        one = isinstance(ids, int)
        ids = [ids] if one else ids
        for i, v in enumerate(ids):
            if isinstance(v, bool) or not isinstance(v, int):
                raise _type_error(f"ids[{i}]", v, [int, np.int64])
            if v < 0:
                raise ValueError("Input ids is not within the required interval of "
                                 "[0, 2147483647].")
        out = [self._tokens.get(v, "") for v in ids]
        return out[0] if one else out
