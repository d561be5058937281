"""``mindspore.dataset.text``: vocabularies and the text operations BERT-style pipelines use
(``Vocab``, ``Lookup``, ``BasicTokenizer``, ``WordpieceTokenizer``, ``BertTokenizer``,
``UnicodeCharTokenizer``, ``TruncateSequencePair``, ``to_str``/``to_bytes``), with MindSpore
2.10's outputs: tokens as a numpy str array, ids as int32 (``Lookup``'s ``data_type``). Each
operation runs on numpy values, eagerly or inside ``dataset.map``.

>>> import minicell.dataset.text as text
>>> vocab = text.Vocab.from_list(["[UNK]", "hello", "play", "##ing", "!"])
>>> text.BertTokenizer(vocab, lower_case=True)("Hello playing!").tolist()
['hello', 'play', '##ing', '!']
>>> text.Lookup(vocab, unknown_token="[UNK]")(["hello", "foo"]).tolist()
[1, 0]
"""
import re
import unicodedata

import numpy as np

from ..common import dtype as mstype

__all__ = ["Vocab", "Lookup", "BasicTokenizer", "WordpieceTokenizer", "BertTokenizer",
           "UnicodeCharTokenizer", "TruncateSequencePair", "to_str", "to_bytes"]


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


class Vocab:
    """A token -> id table: ``Vocab.from_list``, ``from_dict`` or ``from_file``."""

    def __init__(self, word_dict=None):
        self._ids = dict(word_dict or {})
        self._tokens = {i: w for w, i in self._ids.items()}

    @classmethod
    def from_list(cls, word_list, special_tokens=None, special_first=True):
        """Ids in list order; ``special_tokens`` go first (or last)."""
        words = list(word_list)
        for w in words:
            if words.count(w) > 1:
                raise ValueError(f"word_list contains duplicate word: {w}.")
        specials = list(special_tokens or [])
        for w in specials:
            if specials.count(w) > 1:
                raise ValueError(f"special_tokens contains duplicate word: {w}.")
        ordered = specials + words if special_first else words + specials
        return cls({w: i for i, w in enumerate(ordered)})

    @classmethod
    def from_dict(cls, word_dict):
        """The given token -> id mapping."""
        if not isinstance(word_dict, dict):
            raise TypeError(f"word_dict must be a dict, but got {type(word_dict)}.")
        return cls(word_dict)

    @classmethod
    def from_file(cls, file_path, delimiter="", vocab_size=None, special_tokens=None,
                  special_first=True):
        """One token a line (the part before ``delimiter`` when given), at most ``vocab_size``
        of them; a repeated token keeps its first id."""
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

    def vocab(self):
        """The token -> id dict."""
        return dict(self._ids)

    def tokens_to_ids(self, tokens):
        """Id of each token (-1 for an unknown one); a str gives one id."""
        if isinstance(tokens, str):
            return self._ids.get(tokens, -1)
        return [self._ids.get(t, -1) for t in (np.asarray(tokens).tolist())]

    def ids_to_tokens(self, ids):
        """Token of each id ('' for an unknown one); an int gives one token."""
        if isinstance(ids, (int, np.integer)):
            return self._tokens.get(int(ids), "")
        return [self._tokens.get(int(i), "") for i in np.asarray(ids).tolist()]


def _str_array(x):
    arr = np.asarray(x)
    if arr.dtype.kind == "S":
        arr = np.char.decode(arr, "utf8")
    return arr


class Lookup:
    """``Lookup(vocab, unknown_token=None, data_type=mstype.int32)``: each token's id; a token
    not in ``vocab`` gets ``unknown_token``'s id, or raises ``RuntimeError`` without one."""

    def __init__(self, vocab, unknown_token=None, data_type=mstype.int32):
        if not isinstance(vocab, Vocab):
            raise TypeError(f"Input vocab is not of type Vocab, but got {type(vocab)}.")
        self.vocab, self.unknown_token = vocab, unknown_token
        self.data_type = data_type

    def __call__(self, tokens):
        arr = _str_array(tokens)
        ids = self.vocab.vocab()
        unk = ids.get(self.unknown_token) if self.unknown_token is not None else None
        out = []
        for t in arr.reshape(-1).tolist():
            if t in ids:
                out.append(ids[t])
            elif unk is not None:
                out.append(unk)
            else:
                raise RuntimeError(f"Lookup: invalid data, token: \"{t}\" doesn't exist in vocab "
                                   f"and no unknown token is specified.")
        return np.array(out, dtype=mstype.dtype_to_nptype(self.data_type)).reshape(arr.shape)


_UNUSED = re.compile(r"\[(UNK|CLS|SEP|PAD|MASK|unused\d+)\]")


def _is_punct(ch):
    cp = ord(ch)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


def _is_cjk(ch):
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in (
        (0x4E00, 0x9FFF), (0x3400, 0x4DBF), (0x20000, 0x2A6DF), (0x2A700, 0x2B73F),
        (0x2B740, 0x2B81F), (0x2B820, 0x2CEAF), (0xF900, 0xFAFF), (0x2F800, 0x2FA1F)))


class BasicTokenizer:
    """``BasicTokenizer(lower_case=False, keep_whitespace=False, normalization_form=NONE,
    preserve_unused_token=True, with_offsets=False)``: split on whitespace, punctuation and
    CJK characters; ``lower_case`` also lower-cases and strips accents; [UNK]/[CLS]/[SEP]/
    [PAD]/[MASK]/[unusedN] stay whole when ``preserve_unused_token``."""

    def __init__(self, lower_case=False, keep_whitespace=False, normalization_form=None,
                 preserve_unused_token=True, with_offsets=False):
        if with_offsets:
            raise ValueError("minicell's text tokenizers do not return offsets "
                             "(with_offsets=True); tokenize without them")
        self.lower_case, self.keep_whitespace = lower_case, keep_whitespace
        self.preserve_unused_token = preserve_unused_token

    def _lower(self, s):
        if not self.lower_case:
            return s
        return "".join(c for c in unicodedata.normalize("NFD", s.lower())
                       if unicodedata.category(c) != "Mn")

    def _words(self, s):
        # special tokens are matched before lower-casing (as MindSpore: "[UNK]" stays whole)
        pieces = _UNUSED.split(s) if self.preserve_unused_token else [s]
        out, cur = [], ""
        for i, piece in enumerate(pieces):
            if i % 2 == 1:                                   # a captured special token
                if cur:
                    out.append(cur)
                    cur = ""
                out.append(f"[{piece}]")
                continue
            for ch in self._lower(piece):
                if ch.isspace() or _is_punct(ch) or _is_cjk(ch):
                    if cur:
                        out.append(cur)
                    cur = ""
                    if not ch.isspace() or self.keep_whitespace:
                        out.append(ch)
                elif unicodedata.category(ch) not in ("Cc", "Cf") or ch in "\t\n\r":
                    cur += ch
        if cur:
            out.append(cur)
        return out

    def __call__(self, text_in):
        words = self._words(str(_str_array(text_in)))
        return np.array(words if words else [""])


class WordpieceTokenizer:
    """``WordpieceTokenizer(vocab, suffix_indicator='##', max_bytes_per_token=100,
    unknown_token='[UNK]', with_offsets=False)``: each word split greedily into the longest
    vocabulary pieces (later pieces prefixed with ``suffix_indicator``); a word with no split
    becomes ``unknown_token`` (the word itself when that is '')."""

    def __init__(self, vocab, suffix_indicator="##", max_bytes_per_token=100,
                 unknown_token="[UNK]", with_offsets=False):
        if not isinstance(vocab, Vocab):
            raise TypeError(f"Input vocab is not of type Vocab, but got {type(vocab)}.")
        if with_offsets:
            raise ValueError("minicell's text tokenizers do not return offsets "
                             "(with_offsets=True); tokenize without them")
        self.vocab, self.suffix = vocab.vocab(), suffix_indicator
        self.max_bytes, self.unknown = max_bytes_per_token, unknown_token

    def _pieces(self, word):
        unknown = [self.unknown if self.unknown else word]
        if len(word.encode("utf8")) > self.max_bytes:
            return unknown
        out, start = [], 0
        while start < len(word):
            end = len(word)
            while end > start:
                piece = word[start:end] if start == 0 else self.suffix + word[start:end]
                if piece in self.vocab:
                    out.append(piece)
                    break
                end -= 1
            if end == start:
                return unknown
            start = end
        return out

    def __call__(self, words):
        out = []
        for w in _str_array(words).reshape(-1).tolist():
            out.extend(self._pieces(w))
        return np.array(out if out else [""])


class BertTokenizer:
    """``BertTokenizer(vocab, suffix_indicator='##', max_bytes_per_token=100,
    unknown_token='[UNK]', lower_case=False, keep_whitespace=False, normalization_form=NONE,
    preserve_unused_token=True, with_offsets=False)``: ``BasicTokenizer`` then
    ``WordpieceTokenizer``."""

    def __init__(self, vocab, suffix_indicator="##", max_bytes_per_token=100,
                 unknown_token="[UNK]", lower_case=False, keep_whitespace=False,
                 normalization_form=None, preserve_unused_token=True, with_offsets=False):
        self._basic = BasicTokenizer(lower_case, keep_whitespace, normalization_form,
                                     preserve_unused_token, with_offsets)
        self._wordpiece = WordpieceTokenizer(vocab, suffix_indicator, max_bytes_per_token,
                                             unknown_token, with_offsets)

    def __call__(self, text_in):
        words = self._basic(text_in)
        if words.tolist() == [""]:
            return words
        return self._wordpiece(words)


class UnicodeCharTokenizer:
    """``UnicodeCharTokenizer(with_offsets=False)``: one token per Unicode character."""

    def __init__(self, with_offsets=False):
        if with_offsets:
            raise ValueError("minicell's text tokenizers do not return offsets "
                             "(with_offsets=True); tokenize without them")

    def __call__(self, text_in):
        return np.array(list(str(_str_array(text_in))))


class TruncateSequencePair:
    """``TruncateSequencePair(max_length)``: shorten the longer of two 1-D sequences (the first
    on a tie) one element at a time until their lengths sum to at most ``max_length``."""

    def __init__(self, max_length):
        if isinstance(max_length, bool) or not isinstance(max_length, int) or max_length < 0:
            raise ValueError(f"Input max_length is not within the required interval of "
                             f"[0, 2147483647], but got {max_length!r}.")
        self.max_length = max_length

    def __call__(self, first, second):
        a, b = np.asarray(first), np.asarray(second)
        la, lb = len(a), len(b)
        while la + lb > self.max_length:
            if la >= lb:
                la -= 1
            else:
                lb -= 1
        return a[:la], b[:lb]
