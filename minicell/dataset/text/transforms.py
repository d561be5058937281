"""The tokenizers of BERT-style pipelines (``BasicTokenizer``, ``WordpieceTokenizer``,
``BertTokenizer``, ``UnicodeCharTokenizer``), ``Lookup`` and ``TruncateSequencePair``;
``mindspore.dataset.text.transforms`` also names the operations of ``ops.py``."""
import re
import unicodedata

import numpy as np

from ...common import dtype as mstype
from .ops import _Tokenizer
from .utils import NormalizeForm, Vocab
from ..transforms import Implementation  # noqa: F401  (as 2.10's module; mindnlp imports it)

__all__ = ["Lookup", "BasicTokenizer", "WordpieceTokenizer", "BertTokenizer",
           "UnicodeCharTokenizer", "TruncateSequencePair"]


def _str_array(x):
    from ..transforms import _input_array, check_has_data
    if isinstance(x, bytes):        # 2.10 takes Python bytes as a bytes tensor, not a string
        raise RuntimeError("the input tensor type should be string, but got bytes.")
    arr = _input_array(x)
    check_has_data((arr,))
    if arr.dtype.kind == "S":
        arr = np.char.decode(arr, "utf8")
    return arr


def _check_types(kind, shown, **args):
    """2.10's tokenizer validators: 'Wrong input type for NAME, should be SHOWN.'"""
    for name, value in args.items():
        if not isinstance(value, kind):
            raise TypeError(f"Wrong input type for {name}, should be {shown}.")


def _check_vocab(vocab, missing):
    if vocab is None:       # 2.10's BertTokenizer spells it 'vacab'
        raise ValueError(f"{missing} is not provided.")
    if not isinstance(vocab, Vocab):
        raise TypeError("Wrong input type for vocab, should be text.Vocab object.")


def _check_uint32(value):
    """2.10's check_uint32 with no argument name (its messages show none)."""
    from ..core.validator_helpers import UINT32_MAX, type_check
    type_check(value, (int,), "")
    if not 0 <= value <= UINT32_MAX:
        raise ValueError(f"Input is not within the required interval of [0, {UINT32_MAX}].")


def _check_form(form):
    if not isinstance(form, NormalizeForm):
        raise TypeError("Wrong input type for normalization_form, should be enum of "
                        "'NormalizeForm'.")
    return form


def _scalar_str(x):
    """The one string of BasicTokenizer's (and BertTokenizer's) input: 2.10's errors (naming
    BasicTokenizer for both, measured) for more or another type."""
    from ..engine import kernel_error
    arr = _str_array(x)
    if arr.ndim:
        raise kernel_error(f"BasicTokenizer: the input should be a scalar, but got a tensor "
                           f"with rank: {arr.ndim}")
    if arr.dtype.kind != "U":
        raise kernel_error("BasicTokenizer: the input should be of type string.")
    return str(arr)


class Lookup:
    """``Lookup(vocab, unknown_token=None, data_type=mstype.int32)``: each token's id; a token
    not in ``vocab`` gets ``unknown_token``'s id, or raises ``RuntimeError`` without one."""

    def __init__(self, vocab, unknown_token=None, data_type=mstype.int32):
        if not isinstance(vocab, Vocab):
            raise TypeError(f"Argument vocab is not an instance of text.Vocab. with value {vocab} "
                            f"is not of type [<class 'mindspore.dataset.text.utils.Vocab'>], but "
                            f"got {type(vocab)}.")      # 2.10's type_check, its name a sentence
        if unknown_token is not None and not isinstance(unknown_token, str):
            raise TypeError(f"Argument unknown_token with value {unknown_token} is not of type "
                            f"[<class 'str'>], but got "
                            f"{type(unknown_token)}.")
        if not isinstance(data_type, (mstype.Type, type(mstype.string))):
            raise TypeError(f"Argument data_type with value {data_type} is not of type "
                            f"[<class 'mindspore._c_expression.typing.Type'>], but got "
                            f"{type(data_type)}.")
        self.vocab, self.unknown_token = vocab, unknown_token
        self.data_type = data_type

    def __call__(self, tokens):
        try:
            np_type = np.dtype(mstype.dtype_to_nptype(self.data_type))
        except KeyError:     # mstype.string, as 2.10's table
            np_type = np.dtype(object)
        if np_type.kind not in "biuf":
            raise RuntimeError("Lookup : The parameter data_type must be numeric including bool.")
        arr = _str_array(tokens)
        ids = self.vocab.vocab()
        unk = None
        if self.unknown_token is not None:
            if self.unknown_token not in ids:
                raise RuntimeError(f'Lookup: "{self.unknown_token}" doesn\'t exist in vocab.')
            unk = ids[self.unknown_token]
        out = []
        for t in arr.reshape(-1).tolist():
            if t in ids:
                out.append(ids[t])
            elif unk is not None:
                out.append(unk)
            else:
                raise RuntimeError(f"Lookup: invalid data, token: \"{t}\" doesn't exist in vocab "
                                   f"and no unknown token is specified.")
        return np.array(out, dtype=np_type).reshape(arr.shape)


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


def _offsets(spans, s):
    """UTF-8 byte (start, limit) arrays of the character spans of ``s``."""
    nbytes = np.cumsum([0] + [len(c.encode("utf8")) for c in s])
    return (np.array([nbytes[a] for a, _ in spans] or [0], np.uint32),
            np.array([nbytes[b] for _, b in spans] or [0], np.uint32))


class BasicTokenizer:
    """``BasicTokenizer(lower_case=False, keep_whitespace=False, normalization_form=NONE,
    preserve_unused_token=True, with_offsets=False)``: split on whitespace, punctuation and
    CJK characters; ``lower_case`` also case-folds (NFKC) and strips accents, else the text is
    put in ``normalization_form``; [UNK]/[CLS]/[SEP]/[PAD]/[MASK]/[unusedN] stay whole when
    ``preserve_unused_token``. With ``with_offsets``, also the UTF-8 byte offsets of the tokens
    in the normalized text (as 2.10)."""

    def __init__(self, lower_case=False, keep_whitespace=False,
                 normalization_form=NormalizeForm.NONE, preserve_unused_token=True,
                 with_offsets=False):
        _check_types(bool, "boolean", lower_case=lower_case, keep_whitespace=keep_whitespace,
                     preserve_unused_token=preserve_unused_token, with_offsets=with_offsets)
        self.lower_case, self.keep_whitespace = lower_case, keep_whitespace
        self.preserve_unused_token, self.with_offsets = preserve_unused_token, with_offsets
        self.form = _check_form(normalization_form)

    def _normalize(self, s):
        if self.lower_case:
            s = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", s).casefold())
            s = "".join(c for c in unicodedata.normalize("NFD", s)
                        if unicodedata.category(c) != "Mn")
        elif self.form != NormalizeForm.NONE:
            s = unicodedata.normalize(self.form.name, s)
        # control characters dropped; tab, newline and return each become a space (2.10)
        return "".join(" " if c in "\t\n\r" else c for c in s
                       if unicodedata.category(c) not in ("Cc", "Cf") or c in "\t\n\r")

    def _spans(self, s):
        """The normalized text and the (start, end) character spans of its tokens."""
        # special tokens are matched before lower-casing (as MindSpore: "[UNK]" stays whole)
        pieces = _UNUSED.split(s) if self.preserve_unused_token else [s]
        text_out, spans = "", []
        for i, piece in enumerate(pieces):
            if i % 2 == 1:                                   # a captured special token
                spans.append((len(text_out), len(text_out) + len(piece) + 2))
                text_out += f"[{piece}]"
                continue
            base, piece = len(text_out), self._normalize(piece)
            text_out += piece
            start = None
            for k, ch in enumerate(piece):
                if ch.isspace() or _is_punct(ch) or _is_cjk(ch):
                    if start is not None:
                        spans.append((base + start, base + k))
                    start = None
                    if not ch.isspace():
                        spans.append((base + k, base + k + 1))
                    elif self.keep_whitespace:
                        if spans and spans[-1][1] == base + k and text_out[spans[-1][0]].isspace():
                            spans[-1] = (spans[-1][0], base + k + 1)
                        else:
                            spans.append((base + k, base + k + 1))
                elif start is None:
                    start = k
            if start is not None:
                spans.append((base + start, base + len(piece)))
        return text_out, spans

    def __call__(self, text_in):
        text_out, spans = self._spans(_scalar_str(text_in))
        words = np.array([text_out[a:b] for a, b in spans] or [""])
        return (words,) + _offsets(spans, text_out) if self.with_offsets else words


class WordpieceTokenizer:
    """``WordpieceTokenizer(vocab, suffix_indicator='##', max_bytes_per_token=100,
    unknown_token='[UNK]', with_offsets=False)``: each word split greedily into the longest
    vocabulary pieces (later pieces prefixed with ``suffix_indicator``); a word with no split
    becomes ``unknown_token`` (the word itself when that is ''). Offsets (``with_offsets``) are
    UTF-8 bytes within each word."""

    def __init__(self, vocab, suffix_indicator="##", max_bytes_per_token=100,
                 unknown_token="[UNK]", with_offsets=False):
        _check_vocab(vocab, "vocab")
        _check_types(str, "string", suffix_indicator=suffix_indicator,
                     unknown_token=unknown_token)
        _check_types(bool, "boolean", with_offsets=with_offsets)
        _check_uint32(max_bytes_per_token)
        self.vocab, self.suffix = vocab.vocab(), suffix_indicator
        self.max_bytes, self.unknown = max_bytes_per_token, unknown_token
        self.with_offsets = with_offsets

    def _pieces(self, word):
        """(piece, start, end) with character positions in ``word``."""
        unknown = [(self.unknown if self.unknown else word, 0, len(word))]
        if len(word.encode("utf8")) > self.max_bytes:   # 2.10: spans the unknown token itself
            return [(self.unknown, 0, len(self.unknown))] if self.unknown else unknown
        out, start = [], 0
        while start < len(word):
            end = len(word)
            while end > start:
                piece = word[start:end] if start == 0 else self.suffix + word[start:end]
                if piece in self.vocab:
                    out.append((piece, start, end))
                    break
                end -= 1
            if end == start:
                return unknown
            start = end
        return out

    def _split(self, words):
        out, starts, limits = [], [], []
        for w in words:
            pieces = self._pieces(w)
            first, last = _offsets([(a, b) for _, a, b in pieces],
                                   w if len(w.encode("utf8")) <= self.max_bytes else pieces[0][0])
            out.extend(p for p, _, _ in pieces)
            starts.extend(first.tolist())
            limits.extend(last.tolist())
        return out, starts, limits

    def __call__(self, words):
        out, starts, limits = self._split(_str_array(words).reshape(-1).tolist())
        tokens = np.array(out if out else [""])
        if not self.with_offsets:
            return tokens
        return tokens, np.array(starts or [0], np.uint32), np.array(limits or [0], np.uint32)


class BertTokenizer:
    """``BertTokenizer(vocab, suffix_indicator='##', max_bytes_per_token=100,
    unknown_token='[UNK]', lower_case=False, keep_whitespace=False, normalization_form=NONE,
    preserve_unused_token=True, with_offsets=False)``: ``BasicTokenizer`` then
    ``WordpieceTokenizer`` (offsets: UTF-8 bytes in the normalized text)."""

    def __init__(self, vocab, suffix_indicator="##", max_bytes_per_token=100,
                 unknown_token="[UNK]", lower_case=False, keep_whitespace=False,
                 normalization_form=NormalizeForm.NONE, preserve_unused_token=True,
                 with_offsets=False):
        # 2.10's check order (its validator, then BasicTokenizer's normalization_form)
        _check_vocab(vocab, "vacab")
        _check_types(str, "string", suffix_indicator=suffix_indicator)
        _check_types(int, "int", max_bytes_per_token=max_bytes_per_token)
        _check_uint32(max_bytes_per_token)
        _check_types(str, "string", unknown_token=unknown_token)
        _check_types(bool, "boolean", lower_case=lower_case, keep_whitespace=keep_whitespace,
                     preserve_unused_token=preserve_unused_token, with_offsets=with_offsets)
        self._basic = BasicTokenizer(lower_case, keep_whitespace, normalization_form,
                                     preserve_unused_token, with_offsets)
        self._wordpiece = WordpieceTokenizer(vocab, suffix_indicator, max_bytes_per_token,
                                             unknown_token, with_offsets)
        self.with_offsets = with_offsets

    def __call__(self, text_in):
        text_out, spans = self._basic._spans(_scalar_str(text_in))
        word_starts = _offsets(spans, text_out)[0].tolist()
        out, starts, limits = [], [], []
        for (a, b), base in zip(spans, word_starts):
            pieces, first, last = self._wordpiece._split([text_out[a:b]])
            out.extend(pieces)
            starts.extend(base + x for x in first)
            limits.extend(base + x for x in last)
        tokens = np.array(out if out else [""])
        if not self.with_offsets:
            return tokens
        return tokens, np.array(starts or [0], np.uint32), np.array(limits or [0], np.uint32)


class UnicodeCharTokenizer(_Tokenizer):
    """``UnicodeCharTokenizer(with_offsets=False)``: one token per Unicode character."""

    name = "UnicodeCharTokenizer"

    def _spans(self, s):
        return [(i, i + 1) for i in range(len(s))]


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
            if la > lb:
                la -= 1
            else:
                lb -= 1
        return a[:la], b[:lb]


from .ops import *  # noqa: F401,F403,E402  (2.10's text.transforms holds them all)
from .ops import __all__ as _ops_all  # noqa: E402
from .vectors import ToVectors  # noqa: E402  (and ToVectors)

__all__ = __all__ + _ops_all + ["ToVectors"]
