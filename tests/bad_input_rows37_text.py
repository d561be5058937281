"""Rows of ``test_bad_input_catalogue37`` (``dataset.text``): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per forked process; /tmp/s53/bad37's tx.py):
the constructors of Ngram, SlidingWindow, Truncate, ToNumber, RegexReplace, AddToken,
WordpieceTokenizer, PythonTokenizer, BasicTokenizer, BertTokenizer, ToVectors, and the
tokenizers' own validators ('Wrong input type for with_offsets, should be boolean.' in
WhitespaceTokenizer, UnicodeCharTokenizer, UnicodeScriptTokenizer's keep_whitespace,
RegexTokenizer's delim_pattern; NormalizeUTF8's 'normalization_form'); PythonTokenizer's text
without the value; Vocab.from_list's and from_dict's checks (check_unique_list_of_words,
check_from_dict)."""
import minicell.dataset.text as text

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'text ngram n': (
        lambda: text.Ngram([0]),
        ValueError, 'Input gram_0 must be greater than 0.'),
    'text ngram type': (
        lambda: text.Ngram('a'),
        ValueError, 'n needs to be a non-empty list of positive integers.'),
    'text ngram pad': (
        lambda: text.Ngram([2], left_pad=('a', -1)),
        ValueError, 'padding width need to be positive numbers.'),
    'text ngram sep': (
        lambda: text.Ngram([2], separator=1),
        TypeError,
            "Argument separator with value 1 is not of type [<class 'str'>], but got <class "
            "'int'>."),
    'text sliding': (
        lambda: text.SlidingWindow(0),
        ValueError, 'Input width is not within the required interval of [1, 2147483647].'),
    'text sliding axis': (
        lambda: text.SlidingWindow(2, axis='a'),
        TypeError,
            "Argument axis with value a is not of type [<class 'int'>], but got <class 'str'>."),
    'text truncate': (
        lambda: text.Truncate(-1),
        ValueError, 'Input max_seq_len is not within the required interval of [1, 2147483647].'),
    'text totype': (
        lambda: text.ToNumber('x'),
        TypeError,
            'Argument data_type with value x is not of type [<class '
            "'mindspore._c_expression.typing.Type'>], but got <class 'str'>."),
    'text regex replace': (
        lambda: text.RegexReplace(1, 'b'),
        TypeError,
            "Argument pattern with value 1 is not of type [<class 'str'>], but got <class "
            "'int'>."),
    'text regex tok': (
        lambda: text.RegexTokenizer(1),
        TypeError, 'Wrong input type for delim_pattern, should be string.'),
    'text unicode script': (
        lambda: text.UnicodeScriptTokenizer(keep_whitespace=1),
        TypeError, 'Wrong input type for keep_whitespace, should be boolean.'),
    'text whitespace': (
        lambda: text.WhitespaceTokenizer(with_offsets=1),
        TypeError, 'Wrong input type for with_offsets, should be boolean.'),
    'text normalize': (
        lambda: text.NormalizeUTF8(normalize_form='nfc'),
        TypeError, "Wrong input type for normalization_form, should be enum of 'NormalizeForm'."),
    'text add token': (
        lambda: text.AddToken(1),
        TypeError,
            "Argument token with value 1 is not of type [<class 'str'>], but got <class 'int'>."),
    'text add token begin': (
        lambda: text.AddToken('a', begin=1),
        TypeError,
            "Argument begin with value 1 is not of type [<class 'bool'>], but got <class "
            "'int'>."),
    'text wordpiece vocab': (
        lambda: text.WordpieceTokenizer('x'),
        TypeError, 'Wrong input type for vocab, should be text.Vocab object.'),
    'text vocab list': (
        lambda: text.Vocab.from_list('a'),
        TypeError,
            "Argument word_list with value a is not of type [<class 'list'>], but got <class "
            "'str'>."),
    'text vocab dict': (
        lambda: text.Vocab.from_dict({'a': -1}),
        ValueError, 'Input word_id is not within the required interval of [0, 2147483647].'),
    'text vocab special': (
        lambda: text.Vocab.from_list(['a'], special_tokens='x'),
        TypeError,
            "Argument special_tokens with value x is not of type [<class 'list'>], but got "
            "<class 'str'>."),
    'text vocab dup': (
        lambda: text.Vocab.from_list(['a', 'a']),
        ValueError, 'word_list contains duplicate word: a.'),
    'text pythontok': (
        lambda: text.PythonTokenizer(1),
        TypeError, 'tokenizer is not a callable Python function.'),
    'text to vectors': (
        lambda: text.ToVectors('x'),
        TypeError,
            'Argument vectors with value x is not of type [<class '
            "'mindspore._c_dataengine.Vectors'>], but got <class 'str'>."),
    'text unicode char': (
        lambda: text.UnicodeCharTokenizer(with_offsets='a'),
        TypeError, 'Wrong input type for with_offsets, should be boolean.'),
    'text bert': (
        lambda: text.BertTokenizer('x'),
        TypeError, 'Wrong input type for vocab, should be text.Vocab object.'),
    'text basic': (
        lambda: text.BasicTokenizer(lower_case=1),
        TypeError, 'Wrong input type for lower_case, should be boolean.'),
}
