"""MindSpore 2.10's "Failed calling ..." listings of the overloaded Tensor methods follow the
mode: a graph (GRAPH_MODE, ``@jit``) prints ``list<int>``, each signature's types in their
declared order (``<int,Tuple,Tensor,None,List>``, ``<number,None>``), the reasons only for
three arguments or more (``self`` counted) or as many as the shortest signature takes, and marks
from the first bad positional argument to the end; op by op 2.10 prints ``List<int>``, the
types sorted with long names (``<None, Tensor, int, list of int, tuple of int>``), only the
signatures that take that many arguments, each with its reason, each bad argument marked. Too
many arguments (or only missing ones) print the graph's listing in both modes. Every expected
text below is 2.10's, measured on CPU in each mode (one call per process op by op).
"""
import minicell as ms
import pytest
from minicell import Tensor
from conftest import FnCell



def _too_many(x):
    return x.clamp(1, [1], 1)

def _clamp_list(x):
    return x.clamp([1], 1)

def _clamp_none_str(x):
    return x.clamp(None, "a")

def _clamp_nested(x):
    return x.clamp((1, "a", [2.0]), 1)

def _clamp_kwname(x):
    return x.clamp(min=1, max_value=10)

def _roll_float(x):
    return x.roll(1, 2.0)

def _roll_keywords(x):
    return x.roll(shifts=2, dims=1.1)

def _sum_str(x):
    return x.sum("a")

def _sum_keyword_float(x):
    return x.sum(dim=1.5)

def _mean_float(x):
    return x.mean(1.5)

def _repeat_float(x):
    return x.repeat_interleave(2.0)

def _max_keywords(x):
    return x.max(a=1, b=2)

def _remainder_list(x):
    return x.remainder([2.0])

def _add_excess(x):
    return x.add(x, 1)

def _add_none(x):
    return x.add()

def _select_float(x):
    return x.select(1.0, 2)


# (call, 2.10's GRAPH_MODE text, 2.10's PYNATIVE_MODE text)
CASES = {
    "too_many": (
        _too_many,
        'Failed calling clamp with "clamp(int, list<int>, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '"Tensor.clamp(min=<number,None>, max=<number,None>)"',
        'Failed calling clamp with "clamp(int, List<int>, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '"Tensor.clamp(min=<number,None>, max=<number,None>)"'),
    "clamp_list": (
        _clamp_list,
        'Failed calling clamp with "clamp(list<int>, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '    match failed because invalid types: (list<int>, int)\n'
        '                                         ~~~~~~~~~~~~~~~~\n'
        '"Tensor.clamp(min=<number,None>, max=<number,None>)"\n'
        '    match failed because invalid types: (list<int>, int)\n'
        '                                         ~~~~~~~~~~~~~~~~',
        'Failed calling clamp with "clamp(List<int>, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n'
        '    match failed because invalid types: (List<int>, int)\n'
        '                                         ~~~~~~~~~~~~~~~~\n'
        '"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n'
        '    match failed because invalid types: (List<int>, int)\n'
        '                                         ~~~~~~~~~~~     '),
    "clamp_none_str": (
        _clamp_none_str,
        'Failed calling clamp with "clamp(None, string)".\n'
        'The valid calling should be:\n'
        '"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '    match failed because invalid types: (None, string)\n'
        '                                               ~~~~~~~~\n'
        '"Tensor.clamp(min=<number,None>, max=<number,None>)"\n'
        '    match failed because invalid types: (None, string)\n'
        '                                               ~~~~~~~~',
        'Failed calling clamp with "clamp(None, string)".\n'
        'The valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n'
        '    match failed because invalid types: (string)\n'
        '                                         ~~~~~~~~\n'
        '"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n'
        '    match failed because invalid types: (string)\n'
        '                                         ~~~~~~~~'),
    "clamp_nested": (
        _clamp_nested,
        'Failed calling clamp with "clamp(tuple<int, string, list<float>>, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '    match failed because invalid types: (tuple<int, string, list<float>>, int)\n'
        '                                         ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n'
        '"Tensor.clamp(min=<number,None>, max=<number,None>)"\n'
        '    match failed because invalid types: (tuple<int, string, list<float>>, int)\n'
        '                                         ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~',
        'Failed calling clamp with "clamp(Tuple<int, string, List<float>>, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n'
        '    match failed because invalid types: (Tuple<int, string, List<float>>, int)\n'
        '                                         ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n'
        '"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n'
        '    match failed because invalid types: (Tuple<int, string, List<float>>, int)\n'
        '                                         ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~     '),
    "clamp_kwname": (
        _clamp_kwname,
        'Failed calling clamp with "clamp(min=int, max_value=int)".\n'
        'The valid calling should be:\n'
        '"Tensor.clamp(min=<Tensor,None>, max=<Tensor,None>)"\n'
        '\tmatch failed because incorrect keyword name: max_value\n'
        '"Tensor.clamp(min=<number,None>, max=<number,None>)"\n'
        '\tmatch failed because incorrect keyword name: max_value',
        'Failed calling clamp with "clamp(min=int, max_value=int)".\n'
        'The valid calling should be:\n'
        '"Tensor.clamp(min=<None, Tensor>, max=<None, Tensor>)"\n'
        '    match failed because incorrect keyword name: max_value\n'
        '"Tensor.clamp(min=<None, Number>, max=<None, Number>)"\n'
        '    match failed because incorrect keyword name: max_value'),
    "roll_float": (
        _roll_float,
        'Failed calling roll with "roll(int, float)".\n'
        'The valid calling should be:\n'
        '"Tensor.roll(shifts=<int,Tuple,List>, dims=<int,Tuple,None,List>)"\n'
        '    match failed because invalid types: (int, float)\n'
        '                                              ~~~~~~~',
        'Failed calling roll with "roll(int, float)".\n'
        'The valid calling should be:\n'
        '"Tensor.roll(shifts=<int, list of int, tuple of int>, dims=<None, int, list of'
        ' int, tuple of int>)"\n'
        '    match failed because invalid types: (int, float)\n'
        '                                         ~~~~~~~~~~~~'),
    "roll_keywords": (
        _roll_keywords,
        'Failed calling roll with "roll(shifts=int, dims=float)".\n'
        'The valid calling should be:\n'
        '"Tensor.roll(shifts=<int,Tuple,List>, dims=<int,Tuple,None,List>)"\n'
        '    match failed because invalid types: (shifts=int, dims=float)\n'
        '                                         ~~~~~~~~~~~~~~~~~~~~~~~~',
        'Failed calling roll with "roll(shifts=int, dims=float)".\n'
        'The valid calling should be:\n'
        '"Tensor.roll(shifts=<int, list of int, tuple of int>, dims=<None, int, list of'
        ' int, tuple of int>)"\n'
        '    match failed because invalid types: (shifts=int, dims=float)\n'
        '                                         ~~~~~~~~~~~~~~~~~~~~~~~~'),
    "sum_str": (
        _sum_str,
        'Failed calling sum with "sum(string)".\n'
        'The valid calling should be:\n'
        '"Tensor.sum(dim=<int,Tuple,Tensor,None,List>, keepdim=<bool>, *, dtype=<mstype'
        ',int,None>)"\n'
        '"Tensor.sum(axis=<int,Tuple,Tensor,None,List>, dtype=<mstype,int,None>, keepdi'
        'ms=<bool>, initial=<number,None>)"',
        'Failed calling sum with "sum(string)".\n'
        'The valid calling should be:\n'
        '"Tensor.sum(dim=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool>'
        ', *, dtype=<None, mstype>)"\n'
        '    match failed because invalid types: (string)\n'
        '                                         ~~~~~~~~\n'
        '"Tensor.sum(axis=<None, Tensor, int, list of int, tuple of int>, dtype=<None, '
        'mstype>, keepdims=<bool>, initial=<None, Number>)"\n'
        '    match failed because invalid types: (string)\n'
        '                                         ~~~~~~~~'),
    "sum_keyword_float": (
        _sum_keyword_float,
        'Failed calling sum with "sum(dim=float)".\n'
        'The valid calling should be:\n'
        '"Tensor.sum(dim=<int,Tuple,Tensor,None,List>, keepdim=<bool>, *, dtype=<mstype'
        ',int,None>)"\n'
        '"Tensor.sum(axis=<int,Tuple,Tensor,None,List>, dtype=<mstype,int,None>, keepdi'
        'ms=<bool>, initial=<number,None>)"',
        'Failed calling sum with "sum(dim=float)".\n'
        'The valid calling should be:\n'
        '"Tensor.sum(dim=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool>'
        ', *, dtype=<None, mstype>)"\n'
        '    match failed because incorrect keyword name: dim\n'
        '"Tensor.sum(axis=<None, Tensor, int, list of int, tuple of int>, dtype=<None, '
        'mstype>, keepdims=<bool>, initial=<None, Number>)"\n'
        '    match failed because incorrect keyword name: dim'),
    "mean_float": (
        _mean_float,
        'Failed calling mean with "mean(float)".\n'
        'The valid calling should be:\n'
        '"Tensor.mean(dim=<int,Tuple,Tensor,None,List>, keepdim=<bool>, *, dtype=<mstyp'
        'e,int,None>)"\n'
        '"Tensor.mean(axis=<int,Tuple,Tensor,None,List>, keep_dims=<bool>)"',
        'Failed calling mean with "mean(float)".\n'
        'The valid calling should be:\n'
        '"Tensor.mean(dim=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool'
        '>, *, dtype=<None, mstype>)"\n'
        '    match failed because invalid types: (float)\n'
        '                                         ~~~~~~~\n'
        '"Tensor.mean(axis=<None, Tensor, int, list of int, tuple of int>, keep_dims=<b'
        'ool>)"\n'
        '    match failed because invalid types: (float)\n'
        '                                         ~~~~~~~'),
    "repeat_float": (
        _repeat_float,
        'Failed calling repeat_interleave with "repeat_interleave(float)".\n'
        'The valid calling should be:\n'
        '"Tensor.repeat_interleave(repeats=<int,Tuple,Tensor,List>, dim=<int,None>)"\n'
        '"Tensor.repeat_interleave(repeats=<Tuple,Tensor,List>, dim=<int,None>, *, outp'
        'ut_size=<int,None>)"\n'
        '"Tensor.repeat_interleave(repeats=<int>, dim=<int,None>, *, output_size=<int,N'
        'one>)"',
        'Failed calling repeat_interleave with "repeat_interleave(float)".\n'
        'The valid calling should be:\n'
        '"Tensor.repeat_interleave(repeats=<Tensor, int, list of int, tuple of int>, di'
        'm=<None, int>)"\n'
        '    match failed because invalid types: (float)\n'
        '                                         ~~~~~~~\n'
        '"Tensor.repeat_interleave(repeats=<Tensor, list of int, tuple of int>, dim=<No'
        'ne, int>, *, output_size=<None, int>)"\n'
        '    match failed because invalid types: (float)\n'
        '                                         ~~~~~~~\n'
        '"Tensor.repeat_interleave(repeats=<int>, dim=<None, int>, *, output_size=<None'
        ', int>)"\n'
        '    match failed because invalid types: (float)\n'
        '                                         ~~~~~~~'),
    "max_keywords": (
        _max_keywords,
        'Failed calling max with "max(a=int, b=int)".\n'
        'The valid calling should be:\n'
        '"Tensor.max()"\n'
        '"Tensor.max(dim=<int>, keepdim=<bool>)"\n'
        '\tmatch failed because incorrect keyword name: a\n'
        '"Tensor.max(axis=<int,Tuple,None,List>, keepdims=<bool>, *, initial=<number,No'
        'ne>, where=<bool,Tensor>, return_indices=<bool>)"\n'
        '\tmatch failed because incorrect keyword name: a',
        'Failed calling max with "max(a=int, b=int)".\n'
        'The valid calling should be:\n'
        '"Tensor.max(dim=<int>, keepdim=<bool>)"\n'
        '    match failed because incorrect keyword name: a, b\n'
        '"Tensor.max(axis=<None, int, list of int, tuple of int>, keepdims=<bool>, *, i'
        'nitial=<None, Number>, where=<Tensor, bool>, return_indices=<bool>)"\n'
        '    match failed because incorrect keyword name: a, b'),
    "remainder_list": (
        _remainder_list,
        'Failed calling remainder with "remainder(list<float>)".\n'
        'The valid calling should be:\n'
        '"Tensor.remainder(other=<Tensor>)"\n'
        '    match failed because invalid types: (list<float>)\n'
        '                                         ~~~~~~~~~~~~~\n'
        '"Tensor.remainder(other=<number>)"\n'
        '    match failed because invalid types: (list<float>)\n'
        '                                         ~~~~~~~~~~~~~\n'
        '"Tensor.remainder(divisor=<number,Tensor>)"\n'
        '    match failed because invalid types: (list<float>)\n'
        '                                         ~~~~~~~~~~~~~',
        'Failed calling remainder with "remainder(List<float>)".\n'
        'The valid calling should be:\n'
        '"Tensor.remainder(other=<Tensor>)"\n'
        '    match failed because invalid types: (List<float>)\n'
        '                                         ~~~~~~~~~~~~~\n'
        '"Tensor.remainder(other=<Number>)"\n'
        '    match failed because invalid types: (List<float>)\n'
        '                                         ~~~~~~~~~~~~~\n'
        '"Tensor.remainder(divisor=<Number, Tensor>)"\n'
        '    match failed because invalid types: (List<float>)\n'
        '                                         ~~~~~~~~~~~~~'),
    "add_excess": (
        _add_excess,
        'Failed calling add with "add(Tensor, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.add(other=<number>, *, alpha=<number>)"\n'
        '    match failed because invalid types: (Tensor, int)\n'
        '                                         ~~~~~~~~~~~~~\n'
        '"Tensor.add(other=<number,Tensor>, *, alpha=<number>)"\n'
        '    match failed because invalid types: (Tensor, int)\n'
        '                                         ~~~~~~~~~~~~~\n'
        '"Tensor.add(other=<any,Tensor>)"',
        'Failed calling add with "add(Tensor, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.add(other=<Number>, *, alpha=<Number>)"\n'
        '    match failed because invalid types: (Tensor, int)\n'
        '                                         ~~~~~~~~~~~~~\n'
        '"Tensor.add(other=<Number, Tensor>, *, alpha=<Number>)"\n'
        '    match failed because invalid types: (Tensor, int)\n'
        '                                                 ~~~~~'),
    "add_none": (
        _add_none,
        'Failed calling add with "add()".\n'
        'The valid calling should be:\n'
        '"Tensor.add(other=<number>, *, alpha=<number>)"\n'
        '"Tensor.add(other=<number,Tensor>, *, alpha=<number>)"\n'
        '"Tensor.add(other=<any,Tensor>)"',
        'Failed calling add with "add()".\n'
        'The valid calling should be:\n'
        '"Tensor.add(other=<number>, *, alpha=<number>)"\n'
        '"Tensor.add(other=<number,Tensor>, *, alpha=<number>)"\n'
        '"Tensor.add(other=<any,Tensor>)"'),
    "select_float": (
        _select_float,
        'Failed calling select with "select(float, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.select(dim=<int>, index=<int>)"\n'
        '    match failed because invalid types: (float, int)\n'
        '                                         ~~~~~~~~~~~~\n'
        '"Tensor.select(condition=<Tensor>, y=<number,Tensor>)"\n'
        '    match failed because invalid types: (float, int)\n'
        '                                         ~~~~~~~~~~~~',
        'Failed calling select with "select(float, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.select(dim=<int>, index=<int>)"\n'
        '    match failed because invalid types: (float, int)\n'
        '                                         ~~~~~~~     \n'
        '"Tensor.select(condition=<Tensor>, y=<Number, Tensor>)"\n'
        '    match failed because invalid types: (float, int)\n'
        '                                         ~~~~~~~~~~~~'),
}


# the reductions' signature sets as 2.10 lists them (Tensor.any(), one prod, mean's older
# one without dtype); each text measured


def _any_float(x):
    return x.any(1.5)


def _prod_str(x):
    return x.prod("a")


def _mean_int_keepdim(x):
    return x.mean(0, 1)


CASES["any_float"] = (
    _any_float,
    'Failed calling any with "any(float)".\n'
    'The valid calling should be:\n'
    '"Tensor.any()"\n'
    '"Tensor.any(dim=<int>, keepdim=<bool>)"\n'
    '"Tensor.any(axis=<int,Tuple,Tensor,None,List>, keep_dims=<bool>)"',
    'Failed calling any with "any(float)".\n'
    'The valid calling should be:\n'
    '"Tensor.any(dim=<int>, keepdim=<bool>)"\n'
    '    match failed because invalid types: (float)\n'
    '                                         ~~~~~~~\n'
    '"Tensor.any(axis=<None, Tensor, int, list of int, tuple of int>, keep_dims=<bo'
    'ol>)"\n'
    '    match failed because invalid types: (float)\n'
    '                                         ~~~~~~~')
CASES["prod_str"] = (
    _prod_str,
    'Failed calling prod with "prod(string)".\n'
    'The valid calling should be:\n'
    '"Tensor.prod(dim=<int,None>, keepdim=<bool>, dtype=<mstype,int,None>)"',
    'Failed calling prod with "prod(string)".\n'
    'The valid calling should be:\n'
    '"Tensor.prod(dim=<None, int>, keepdim=<bool>, dtype=<None, mstype>)"\n'
    '    match failed because invalid types: (string)\n'
    '                                         ~~~~~~~~')
CASES["mean_int_keepdim"] = (
    _mean_int_keepdim,
    'Failed calling mean with "mean(int, int)".\n'
    'The valid calling should be:\n'
    '"Tensor.mean(dim=<int,Tuple,Tensor,None,List>, keepdim=<bool>, *, dtype=<mstyp'
    'e,int,None>)"\n'
    '    match failed because invalid types: (int, int)\n'
    '                                              ~~~~~\n'
    '"Tensor.mean(axis=<int,Tuple,Tensor,None,List>, keep_dims=<bool>)"\n'
    '    match failed because invalid types: (int, int)\n'
    '                                              ~~~~~',
    'Failed calling mean with "mean(int, int)".\n'
    'The valid calling should be:\n'
    '"Tensor.mean(dim=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool'
    '>, *, dtype=<None, mstype>)"\n'
    '    match failed because invalid types: (int, int)\n'
    '                                         ~~~~~~~~~~\n'
    '"Tensor.mean(axis=<None, Tensor, int, list of int, tuple of int>, keep_dims=<b'
    'ool>)"\n'
    '    match failed because invalid types: (int, int)\n'
    '                                         ~~~~~~~~~~')


def _message(call, *xs):
    with pytest.raises(TypeError) as info:
        call(*xs)
    return str(info.value).split("\n\n")[0]


@pytest.mark.parametrize("name", sorted(CASES))
def test_listing_follows_the_mode(mode, name):
    fn, graph_text, eager_text = CASES[name]
    x = Tensor([[1.0, 2.0], [3.0, 4.0]])
    assert _message(FnCell(fn), x) == (graph_text if mode == ms.GRAPH_MODE else eager_text)


def test_jit_in_pynative_mode_prints_the_graph_listing():
    x = Tensor([[1.0, 2.0], [3.0, 4.0]])
    for name in ("clamp_list", "max_keywords", "sum_str"):
        fn, graph_text, eager_text = CASES[name]
        assert _message(ms.jit(fn), x) == graph_text
        assert _message(fn, x) == eager_text


def _gather_none(x):
    return x.gather(None, 1)


def _sum_int_dtype(x):
    return x.sum(1, 2)


def test_op_by_op_none_is_a_missing_argument_and_an_int_no_dtype():
    """PYNATIVE_MODE only: 2.10's graph gives other errors for these (a one-candidate text for
    gather, SumExt's dtype check for sum)."""
    x = Tensor([[1.0, 2.0], [3.0, 4.0]])
    assert _message(_gather_none, x) == (
        'Failed calling gather with "gather(None, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.gather(dim=<Tensor, int>, index=<Tensor>)"\n'
        '    missing required argument: dim\n'
        '"Tensor.gather(input_indices=<Tensor>, axis=<Tensor, int>, batch_dims=<int>)"\n'
        '    missing required argument: input_indices')
    assert _message(_sum_int_dtype, x) == (
        'Failed calling sum with "sum(int, int)".\n'
        'The valid calling should be:\n'
        '"Tensor.sum(dim=<None, Tensor, int, list of int, tuple of int>, keepdim=<bool>, *, '
        'dtype=<None, mstype>)"\n'
        '    match failed because invalid types: (int, int)\n'
        '                                         ~~~~~~~~~~\n'
        '"Tensor.sum(axis=<None, Tensor, int, list of int, tuple of int>, dtype=<None, mstype>, '
        'keepdims=<bool>, initial=<None, Number>)"\n'
        '    match failed because invalid types: (int, int)\n'
        '                                         ~~~~~~~~~~')


def _max_unknown_keyword(x):
    return x.max(1, True, il=2)


def _max_list_initial(x):
    return x.max(0, True, initial=[1])


def test_one_candidate_texts_follow_the_mode(mode):
    x = Tensor([[1.0, 2.0], [3.0, 4.0]])
    graph = mode == ms.GRAPH_MODE
    text = _message(FnCell(_max_unknown_keyword), x)
    if graph:                 # the listing, the candidate's reason after a tab
        assert text.startswith('Failed calling max with "max(int, bool, il=int)".')
        assert "\n\tmatch failed because incorrect keyword name: il" in text
    else:
        assert text == "max() got an unexpected keyword argument 'il'."
    assert _message(FnCell(_max_list_initial), x) == (
        "max(): argument 'initial' must be Number but got " +
        ("list of Any" if graph else "list."))


def _mint_clamp_many(x):
    return ms.mint.clamp(x, 1, 2, 3)


def _mint_clamp_str(x):
    return ms.mint.clamp(x, "a")


def test_mint_clamp_listing_follows_the_mode(mode):
    """mint.clamp is one of 2.10's pyboost functions with overloads: no parameter count is
    checked in a graph, too many arguments are the graph's listing in both modes."""
    x = Tensor([[1.0, 2.0], [3.0, 4.0]])
    graph = mode == ms.GRAPH_MODE
    listing = ('The valid calling should be:\n'
               '"clamp(input=<Tensor>, min=<Tensor,None>, max=<Tensor,None>)"\n'
               '"clamp(input=<Tensor>, min=<number,None>, max=<number,None>)"')
    assert _message(FnCell(_mint_clamp_many), x) == \
        'Failed calling clamp with "clamp(Tensor, int, int, int)".\n' + listing
    text = _message(FnCell(_mint_clamp_str), x)
    assert text == 'Failed calling clamp with "clamp(Tensor, string)".\n' + (listing if graph else (
        'The valid calling should be:\n'
        '"clamp(input=<Tensor>, min=<None, Tensor>, max=<None, Tensor>)"\n'
        '    match failed because invalid types: (Tensor, string)\n'
        '                                                 ~~~~~~~~\n'
        '"clamp(input=<Tensor>, min=<None, Number>, max=<None, Number>)"\n'
        '    match failed because invalid types: (Tensor, string)\n'
        '                                                 ~~~~~~~~'))


def test_mint_clamp_op_by_op_bound_of_more_than_one_element_with_a_number():
    x = Tensor([[1.0, 2.0], [3.0, 4.0]])
    assert _message(ms.mint.clamp, x, 1, Tensor([2.0, 3.0])) == (
        'Failed calling clamp with "clamp(Tensor, int, Tensor)".\n'
        'The valid calling should be:\n'
        '"clamp(input=<Tensor>, min=<None, Tensor>, max=<None, Tensor>)"\n'
        '    match failed because invalid types: (Tensor, int, Tensor)\n'
        '                                                 ~~~~~        \n'
        '"clamp(input=<Tensor>, min=<None, Number>, max=<None, Number>)"\n'
        '    match failed because invalid types: (Tensor, int, Tensor)\n'
        '                                                      ~~~~~~~~')
    assert ms.mint.clamp(x, 1, Tensor(2.0)).asnumpy().tolist() == [[1.0, 2.0], [2.0, 2.0]]


def _prod_axis(x):
    return x.prod(axis=1)


def test_prod_has_no_axis_keyword(mode):
    x = Tensor([[1.0, 2.0], [3.0, 4.0]])
    if mode == ms.GRAPH_MODE:
        want = '"Tensor.prod(dim=<int,None>, keepdim=<bool>, dtype=<mstype,int,None>)"'
    else:
        want = ('"Tensor.prod(dim=<None, int>, keepdim=<bool>, dtype=<None, mstype>)"\n'
                '    match failed because incorrect keyword name: axis')
    assert _message(FnCell(_prod_axis), x) == \
        'Failed calling prod with "prod(axis=int)".\nThe valid calling should be:\n' + want
    fn2 = lambda t: t.any()
    assert FnCell(fn2)(x).asnumpy().item() is True


def _sum_tuple_float(x):
    return x.sum((1, 2.0))


def test_op_by_op_a_dim_tuple_unpacks_as_ints(mode):
    """2.10's op-by-op parser refuses the tuple; its graph passes it to SumExt (measured)."""
    x = Tensor([[1.0, 2.0], [3.0, 4.0]])
    text = _message(FnCell(_sum_tuple_float), x)
    if mode == ms.GRAPH_MODE:
        assert text.startswith('Failed calling SumExt with "SumExt()(input=Tensor, dim=')
    else:
        assert text == ("sum(): argument 'dim'(position 0) should be tuple of int, but unpack "
                        "failed at pos 1 (got float).")
    assert FnCell(_sum_tuple_ints)(x).asnumpy().item() == 10.0


def _sum_tuple_ints(x):
    return x.sum((0, 1))


def _mint_clamp_str_int(x):
    return ms.mint.clamp(x, "a", 1)


def test_mint_clamp_three_arguments_marks(mode):
    """A graph marks all of a function's arguments, op by op each bad one (measured)."""
    x = Tensor([[1.0, 2.0], [3.0, 4.0]])
    lines = _message(FnCell(_mint_clamp_str_int), x).split("\n")
    assert lines[0] == 'Failed calling clamp with "clamp(Tensor, string, int)".'
    pad = " " * 41
    if mode == ms.GRAPH_MODE:
        assert lines[3:5] == ["    match failed because invalid types: (Tensor, string, int)",
                              pad + "~" * 21]
        assert lines[7] == pad + "~" * 21
    else:
        assert lines[3:5] == ["    match failed because invalid types: (Tensor, string, int)",
                              pad + " " * 8 + "~" * 13]
        assert lines[7] == pad + " " * 8 + "~" * 8 + " " * 5


def _sum_str_bool(x):
    return x.sum("a", True)


def _std_str(x):
    return x.std("a")


def test_graph_names_the_argument_when_one_signature_takes_that_many(mode):
    """2.10's graph counts a signature's positional parameters (``self`` included) against the
    arguments: when only one fits it names the bad argument, with its declared type; op by op
    the listing (every text measured)."""
    x = Tensor([[1.0, 2.0], [3.0, 4.0]])
    sum_text = _message(FnCell(_sum_str_bool), x)
    std_text = _message(FnCell(_std_str), x)
    if mode == ms.GRAPH_MODE:
        assert sum_text == "sum(): argument 'dim' (position 1) must be tuple of int, not string."
        assert std_text == "std(): argument 'dim' (position 1) must be tuple of int, not string."
        assert _message(FnCell(_gather_none), x) == \
            "gather(): argument 'dim' (position 1) must be int, not None."
    else:
        assert sum_text.split("\n")[3:5] == [
            "    match failed because invalid types: (string, bool)", " " * 41 + "~" * 8 + " " * 6]
        assert std_text.split("\n")[2] == ('"Tensor.std(dim=<None, int, list of int, tuple of int>'
                                           ', *, correction=<int>, keepdim=<bool>)"')


def _div_int_mode(x):
    return x.div(1, rounding_mode=1)


def test_op_by_op_keywords_count_from_the_end_of_a_signature():
    """2.10's op-by-op parser takes k keywords as the signature's last k parameters: another
    name is incorrect (``sum(dim=1.5)``, above), the last one's wrong type is a type
    (measured)."""
    x = Tensor([[1.0, 2.0], [3.0, 4.0]])
    assert _message(_div_int_mode, x) == (
        'Failed calling div with "div(int, rounding_mode=int)".\n'
        'The valid calling should be:\n'
        '"Tensor.div(other=<Number>, *, rounding_mode=<None, string>)"\n'
        '    match failed because invalid types: (int, rounding_mode=int)\n'
        '                                              ~~~~~~~~~~~~~~~~~~~\n'
        '"Tensor.div(other=<Number, Tensor>, *, rounding_mode=<None, string>)"\n'
        '    match failed because invalid types: (int, rounding_mode=int)\n'
        '                                         ~~~~~~~~~~~~~~~~~~~~~~~~')
