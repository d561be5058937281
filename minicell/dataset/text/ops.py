"""The string-array operations of ``mindspore.dataset.text``: ``ToNumber``, ``SlidingWindow``,
``Ngram``, ``AddToken``, ``Truncate``, ``PythonTokenizer``, ``CaseFold``, ``NormalizeUTF8``,
``RegexReplace``, ``WhitespaceTokenizer``, ``UnicodeScriptTokenizer``, ``RegexTokenizer``,
with MindSpore 2.10's outputs and error messages (measured). The tokenizers take a 0-d string
and return a 1-D str array; with ``with_offsets=True`` also the UTF-8 byte offsets where each
token starts and ends (uint32), as 2.10 does."""
import re
import unicodedata

import numpy as np

from ...common import dtype as mstype
from ..transforms import TensorOperation
from . import _icu
from .utils import NormalizeForm

__all__ = ["ToNumber", "SlidingWindow", "Ngram", "AddToken", "Truncate", "PythonTokenizer",
           "CaseFold", "NormalizeUTF8", "RegexReplace", "WhitespaceTokenizer",
           "UnicodeScriptTokenizer", "RegexTokenizer", "FilterWikipediaXML"]

_INT_MAX = 2147483647


def _type_error(name, value, types):
    names = ", ".join(str(t) for t in types)
    return TypeError(f"Argument {name} with value {value} is not of type [{names}], but got "
                     f"{type(value)}.")


def _check_int(name, value, low=1, high=_INT_MAX):
    if isinstance(value, bool) or not isinstance(value, int):
        raise _type_error(name, value, [int])
    if not low <= value <= high:
        raise ValueError(f"Input {name} is not within the required interval of [{low}, {high}].")
    return value


def _as_str(arr):
    return np.char.decode(arr, "utf8") if arr.dtype.kind == "S" else arr


def _check_str(op, arr, what="input should be string datatype"):
    if arr.dtype.kind not in "US":
        raise RuntimeError(f"{op}: {what}.")
    return _as_str(arr)


class _OneToOne(TensorOperation):
    """An operation of exactly one column (2.10's message for more)."""

    def __call__(self, *args):
        if len(args) != 1:
            raise RuntimeError("The op is OneToOne, can only accept one tensor as input.")
        if isinstance(args[0], bytes):      # 2.10 takes Python bytes as a bytes tensor
            raise RuntimeError(f"{type(self).__name__}: the input tensor type should be string, "
                               f"but got bytes.")
        return super().__call__(*args)


class ToNumber(_OneToOne):
    """Each string parsed as a number of ``data_type`` (an int or float minicell dtype); a
    value out of the type's range or not a number is a ``RuntimeError``."""

    _INT = re.compile(r"\s*[+-]?\d+")
    _FLOAT = re.compile(r"\s*[+-]?((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?|inf(inity)?|nan)", re.I)

    def __init__(self, data_type):
        if not isinstance(data_type, (mstype.Type, type(mstype.string))):
            raise _type_error("data_type", data_type, ["<class 'mindspore._c_expression.typing."
                                                       "Type'>"]) from None
        try:
            self.dtype = np.dtype(mstype.dtype_to_nptype(data_type))
        except KeyError:     # mstype.string, as 2.10's table
            self.dtype = np.dtype(object)
        if self.dtype.kind not in "iuf":
            raise TypeError(f"data_type: {data_type} is not numeric data type.")

    def _parse(self, s):
        kind = self.dtype.kind
        m = (self._INT if kind in "iu" else self._FLOAT).match(s)
        if m is None:
            raise RuntimeError(f'ToNumber: it is invalid to convert "{s}" to a number.')
        if kind in "iu":
            value, info = int(m.group(0)), np.iinfo(self.dtype)
            if not info.min <= value <= info.max:
                raise RuntimeError(f"ToNumber: string input {s} will be out of bounds if cast to "
                                   f"{self.dtype.name}. The valid range is: [{info.min}, "
                                   f"{info.max}].")
            return value
        value = float(m.group(0))
        if self.dtype == np.float16 and abs(value) > 65504:
            raise RuntimeError(f"ToFloat16: value {value:f}in input data is outside of valid "
                               f"float16 range [65504.000000, -65504.000000].")
        if np.isinf(value) or abs(value) > np.finfo(self.dtype).max:
            raise RuntimeError(f"ToNumber: string input {s} will be out of bounds if cast to "
                               f"{self.dtype.name}.")
        return value

    def _apply(self, arr):
        arr = _check_str("ToNumber", arr)
        out = [self._parse(s) for s in arr.reshape(-1).tolist()]
        return np.array(out, dtype=self.dtype).reshape(arr.shape)


class SlidingWindow(_OneToOne):
    """The windows of ``width`` consecutive elements of a 1-D input, as a 2-D array (empty when
    the input is shorter than ``width``)."""

    def __init__(self, width, axis=0):
        self.width = _check_int("width", width)
        if isinstance(axis, bool) or not isinstance(axis, int):
            raise _type_error("axis", axis, [int])
        self.axis = axis

    def _apply(self, arr):
        if self.axis not in (0, -1):
            raise RuntimeError(f"SlidingWindow: The parameter axis supports 0 or -1 only for now, "
                               f"but got {self.axis}.")
        if arr.ndim != 1:
            raise RuntimeError(f"SlidingWindow: SlidingWindow supports 1D input only for now, "
                               f"but got {arr.ndim}D.")
        n = arr.shape[0] - self.width + 1
        if n <= 0:
            return np.array([], dtype=arr.dtype)
        return np.stack([arr[i:i + self.width] for i in range(n)])


def _check_pad(name, pad):
    if not (isinstance(pad, tuple) and len(pad) == 2 and isinstance(pad[0], str) and
            isinstance(pad[1], int) and not isinstance(pad[1], bool)):
        raise ValueError(f"{name} needs to be a tuple of (str, int) str is pad token and int is "
                         f"pad_width.")
    if pad[1] < 0:
        raise ValueError("padding width need to be positive numbers.")
    return pad


class Ngram(_OneToOne):
    """The n-grams of a 1-D string array for each n in ``n`` (an int or a list), joined by
    ``separator``, after ``left_pad``/``right_pad`` = (token, width) padding (at most n - 1
    tokens a side); an n longer than the padded sequence gives one ''."""

    def __init__(self, n, left_pad=("", 0), right_pad=("", 0), separator=" "):
        grams = [n] if isinstance(n, int) and not isinstance(n, bool) else n
        if not isinstance(grams, list) or not grams:
            raise ValueError("n needs to be a non-empty list of positive integers.")
        for i, g in enumerate(grams):
            if isinstance(g, bool) or not isinstance(g, int):
                raise _type_error(f"gram[{i}]", g, [int])
            if g <= 0:
                raise ValueError(f"Input gram_{i} must be greater than 0.")
        self.grams = grams
        self.left, self.right = _check_pad("left_pad", left_pad), _check_pad("right_pad",
                                                                             right_pad)
        if not isinstance(separator, str):
            raise _type_error("separator", separator, [str])
        self.separator = separator

    def _apply(self, arr):
        if arr.ndim != 1 or arr.dtype.kind not in "US":
            raise RuntimeError("Ngram: input is not a 1D data with string datatype.")
        tokens = _as_str(arr).tolist()
        out = []
        for g in self.grams:      # 2.10 pads each n-gram with at most n - 1 tokens a side
            words = [self.left[0]] * min(self.left[1], g - 1) + tokens + \
                [self.right[0]] * min(self.right[1], g - 1)
            if g > len(words):
                out.append("")
            out.extend(self.separator.join(words[i:i + g]) for i in range(len(words) - g + 1))
        return np.array(out)


class AddToken(_OneToOne):
    """``token`` added before (``begin=True``) or after each 1-D sequence of a 1-D or 2-D string
    array."""

    def __init__(self, token, begin=True):
        if not isinstance(token, str):
            raise _type_error("token", token, [str])
        if not isinstance(begin, bool):
            raise _type_error("begin", begin, [bool])
        self.token, self.begin = token, begin

    def _apply(self, arr):
        if arr.ndim not in (1, 2):
            raise RuntimeError("AddToken: input tensor rank should be 1 or 2.")
        arr = _check_str("AddToken", arr, "input tensor type should be string")
        tok = np.full(arr.shape[:-1] + (1,), self.token)
        return np.concatenate([tok, arr] if self.begin else [arr, tok], axis=-1)


class Truncate(_OneToOne):
    """The first ``max_seq_len`` elements of each 1-D sequence (of a 1-D or 2-D array)."""

    def __init__(self, max_seq_len):
        self.max_seq_len = _check_int("max_seq_len", max_seq_len)

    def _apply(self, arr):
        if arr.dtype.kind not in "biufUS":
            raise RuntimeError("Truncate: Truncate: the input tensor should be in type of "
                               "[bool, int, float, double, string].")
        if arr.ndim not in (1, 2):
            raise RuntimeError("Truncate: the input tensor should be of dimension 1 or 2.")
        return arr[..., :self.max_seq_len]


class PythonTokenizer:
    """``tokenizer`` (a Python function str -> list of str) applied to a string array."""

    def __init__(self, tokenizer):
        if not callable(tokenizer):
            raise TypeError("tokenizer is not a callable Python function.")
        self.tokenizer = tokenizer

    def __call__(self, in_array):
        if not isinstance(in_array, np.ndarray):
            raise TypeError(f"input should be a NumPy array. Got {type(in_array)}.")
        if in_array.dtype.kind not in "US":
            raise TypeError(f"input should be a text NumPy array. Got {in_array.dtype}.")
        return np.array(self.tokenizer(str(_as_str(in_array))), dtype=str)


class CaseFold(_OneToOne):
    """Unicode NFKC case folding (lower case, 'ß' -> 'ss', full-width forms to ASCII, ...) of
    each string, as ICU's NFKC_Casefold."""

    def _apply(self, arr):
        arr = _check_str("CaseFold", arr)
        return np.array([unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", s).casefold())
                         for s in arr.reshape(-1).tolist()]).reshape(arr.shape)


class NormalizeUTF8(_OneToOne):
    """Each string in Unicode normalization form ``normalize_form`` (``NormalizeForm``; NONE
    leaves it)."""

    def __init__(self, normalize_form=NormalizeForm.NFKC):
        if not isinstance(normalize_form, NormalizeForm):      # (2.10's name and text)
            raise TypeError("Wrong input type for normalization_form, should be enum of "
                            "'NormalizeForm'.")
        self.form = normalize_form

    def _apply(self, arr):
        arr = _check_str("NormalizeUTF8", arr)
        if self.form == NormalizeForm.NONE:
            return arr
        return np.array([unicodedata.normalize(self.form.name, s)
                         for s in arr.reshape(-1).tolist()]).reshape(arr.shape)


class RegexReplace(_OneToOne):
    """Matches of ``pattern`` (ICU syntax: ``\\p{...}`` classes work) replaced with
    ``replace``: all of them, or only the first with ``replace_all=False``."""

    def __init__(self, pattern, replace, replace_all=True):
        for name, value in (("pattern", pattern), ("replace", replace)):
            if not isinstance(value, str):
                raise _type_error(name, value, [str])
        if not isinstance(replace_all, bool):
            raise _type_error("replace_all", replace_all, [bool])
        self.regex = _icu.compile(pattern)
        self.replace = _icu.replacement(replace)
        self.count = 0 if replace_all else 1

    def _apply(self, arr):
        arr = _check_str("RegexReplace", arr)
        return np.array([self.regex.sub(self.replace, s, count=self.count)
                         for s in arr.reshape(-1).tolist()]).reshape(arr.shape)


def _tokens(spans, s, with_offsets):
    """The tokens s[a:b] of the (a, b) character spans, with their UTF-8 byte offsets."""
    tokens = np.array([s[a:b] for a, b in spans] or [""])
    if not with_offsets:
        return tokens
    nbytes = np.cumsum([0] + [len(c.encode("utf8")) for c in s])
    if not spans:
        return tokens, np.array([0], np.uint32), np.array([0], np.uint32)
    return (tokens, np.array([nbytes[a] for a, _ in spans], np.uint32),
            np.array([nbytes[b] for _, b in spans], np.uint32))


class _Tokenizer(_OneToOne):
    name = "Tokenizer"

    def __init__(self, with_offsets=False):
        if not isinstance(with_offsets, bool):      # (2.10's check_with_offsets)
            raise TypeError("Wrong input type for with_offsets, should be boolean.")
        self.with_offsets = with_offsets

    def _apply(self, arr):
        if arr.ndim != 0 or arr.dtype.kind not in "US":
            raise RuntimeError(f"{self.name}: the input shape should be scalar and the input "
                               f"datatype should be string.")
        s = str(_as_str(arr))
        return _tokens(self._spans(s), s, self.with_offsets)


def _runs(s, key):
    """(start, end, key) of the runs of characters with the same key."""
    runs, start = [], 0
    for i in range(1, len(s) + 1):
        if i == len(s) or key(s[i]) != key(s[start]):
            runs.append((start, i, key(s[start])))
            start = i
    return runs if s else []


class WhitespaceTokenizer(_Tokenizer):
    """Split on (Unicode) whitespace."""

    name = "WhitespaceTokenizer"

    def _spans(self, s):
        return [(a, b) for a, b, space in _runs(s, str.isspace) if not space]


class UnicodeScriptTokenizer(_Tokenizer):
    """Split where the Unicode script changes (Latin, Han, Greek, ... digits and punctuation
    are 'Common', combining marks 'Inherited') and on whitespace, which is kept as tokens with
    ``keep_whitespace=True``."""

    name = "UnicodeScriptTokenizer"

    def __init__(self, keep_whitespace=False, with_offsets=False):
        if not isinstance(keep_whitespace, bool):
            raise TypeError("Wrong input type for keep_whitespace, should be boolean.")
        super().__init__(with_offsets)
        self.keep_whitespace = keep_whitespace

    def _spans(self, s):
        return [(a, b) for a, b, script in _runs(s, _icu.script)
                if script != " " or self.keep_whitespace]


class RegexTokenizer(_Tokenizer):
    """Split on the matches of ``delim_pattern`` (ICU syntax); a match that also matches
    ``keep_delim_pattern`` whole is kept as a token."""

    name = "RegexTokenizerOp"

    def __init__(self, delim_pattern, keep_delim_pattern="", with_offsets=False):
        for name, value in (("delim_pattern", delim_pattern),
                            ("keep_delim_pattern", keep_delim_pattern)):
            if not isinstance(value, str):
                raise TypeError(f"Wrong input type for {name}, should be string.")
        super().__init__(with_offsets)
        self.delim = _icu.compile(delim_pattern)
        self.keep = _icu.compile(keep_delim_pattern) if keep_delim_pattern else None

    def _spans(self, s):
        spans, start = [], 0
        for m in self.delim.finditer(s):
            if m.start() == m.end():
                continue
            if m.start() > start:
                spans.append((start, m.start()))
            if self.keep is not None and self.keep.fullmatch(m.group(0)):
                spans.append((m.start(), m.end()))
            start = m.end()
        if start < len(s):
            spans.append((start, len(s)))
        return spans


_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


class FilterWikipediaXML(_OneToOne):
    """Wikipedia XML text to plain lower-case words, as 2.10 (after fastText's wikifil.pl):
    a '#REDIRECT' line is dropped, markup from the first '<' to the last '>' removed, the
    entities &amp; &lt; &gt; decoded, A-Z lower-cased, digits spelt out ('1' -> ' one '),
    every other character a space, spaces never repeated nor at the ends."""

    def _filter(self, s):
        if s.lstrip().lower().startswith("#redirect"):
            return ""
        s = re.sub(r"<.*>", " ", s, flags=re.S)
        s = s.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").lower()
        s = re.sub(r"[0-9]", lambda m: f" {_DIGITS[int(m.group(0))]} ", s)
        return " ".join(re.sub(r"[^a-z]", " ", s).split())

    def _apply(self, arr):
        arr = _check_str("FilterWikipediaXML", arr, "the input tensor type should be string")
        return np.array([self._filter(s) for s in arr.reshape(-1).tolist()]).reshape(arr.shape)
