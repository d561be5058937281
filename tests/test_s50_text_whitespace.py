"""BasicTokenizer / BertTokenizer turn tab, newline and carriage return into spaces before
splitting, as MindSpore 2.10 (measured: keep_whitespace=True gives ' ' for 'a\\tb' and '  ' for
'a\\r\\nb', the offsets unchanged)."""
import numpy as np
import pytest

from minicell.dataset import text


@pytest.mark.parametrize("s, tokens, starts, ends", [
    ("a\tb", ["a", " ", "b"], [0, 1, 2], [1, 2, 3]),
    ("a\r\nb", ["a", "  ", "b"], [0, 1, 3], [1, 3, 4]),
    ("a \t b", ["a", "   ", "b"], [0, 1, 4], [1, 4, 5]),
    ("\tx", [" ", "x"], [0, 1], [1, 2])])
def test_basic_tokenizer_whitespace_kept_as_spaces(s, tokens, starts, ends):
    words, begin, end = text.BasicTokenizer(keep_whitespace=True, with_offsets=True)(s)
    assert np.asarray(words).tolist() == tokens
    assert np.asarray(begin).tolist() == starts and np.asarray(end).tolist() == ends
    lowered = text.BasicTokenizer(lower_case=True, keep_whitespace=True)(s)
    assert np.asarray(lowered).tolist() == tokens


def test_basic_tokenizer_drops_whitespace_by_default():
    assert np.asarray(text.BasicTokenizer()("a\tb\nc")).tolist() == ["a", "b", "c"]
