"""Rows of ``test_bad_input_catalogue39`` (random ops): MindSpore 2.10's exception type and
text for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize on;
/tmp/s55/bad39/rn.py): multinomial, randint, random_gamma, random_poisson, uniform,
standard_normal, randn/rand, randperm, shuffle, bernoulli, choice_with_mask, random_categorical,
set_seed and dropout with bad seeds, shapes, dtypes and probabilities.
Left out (minicell differs): random_gamma/uniform/random_poisson's checks of a tuple shape and
dtypes, normal/gamma/laplace of a str, the candidate samplers' dtype texts, set_seed(True),
multinomial/shuffle/bernoulli of a list.
"""
import numpy as np
import minicell as ms
from minicell import Tensor, ops


def F(*s):
    return Tensor(np.ones(s, np.float32))


def I(a):
    return Tensor(np.array(a, np.int32))




# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'multinomial 3d': (lambda: ops.multinomial(F(2, 2, 2), 1),
        ValueError, "For 'multinomial', the dimension of inputs must be 1d or 2d, but got 3."),
    'multinomial n float': (lambda: ops.multinomial(F(4), 1.5),
        TypeError, 'For primitive[Multinomial], the input argument[num_samples] must be a '
                   'type of {Int32, Int64}, but got Float32.'),
    'multinomial n neg': (lambda: ops.multinomial(F(4), -1),
        ValueError, "For 'Multinomial', num_samples should be a nonnegative number, but got "
                    '-1.'),
    'multinomial norepl': (lambda: ops.multinomial(F(2), 3, replacement=False),
        ValueError, "For 'multinomial', the 'num_samples' must be less than the last "
                    "dimension of input without 'replacement', but got 'num_samples': 3 and "
                    "'replacement': False"),
    'randint low high': (lambda: ops.randint(5, 1, (2,)),
        RuntimeError, "For 'Random', invalid min/max values: (5/1)"),
    'randint float': (lambda: ops.randint(0.5, 5, (2,)),
        TypeError, "For 'randint_like', 'low' must be an int, but got <class 'float'>."),
    'randint size': (lambda: ops.randint(0, 5, 2),
        ValueError, "For 'randint', the input 'size' must be a tuple, but got 2."),
    'randint dtype': (lambda: ops.randint(0, 5, (2,), dtype=ms.float32),
        ValueError, "For 'randint', the 'dtype' must be an int type, but got Float32."),
    'randint seed': (lambda: ops.randint(0, 5, (2,), seed='a'),
        TypeError, "For 'randint', the 'seed' must be int, but got 'str'"),
    'randint like list': (lambda: ops.randint_like([1], 0, 5),
        TypeError, "For 'randint_like', the 'input' must be a Tensor, but got <class 'list'>"),
    'random poisson dtype': (lambda: ops.random_poisson(I([2]), F(2), dtype=ms.bool_),
        TypeError, "For 'RandomPoisson', the 'dtype' should be one of [mindspore.int64, "
                   'mindspore.int32, mindspore.float16, mindspore.float32, '
                   "mindspore.float64], but got 'mindspore.bool'."),
    'uniform seed': (lambda: ops.uniform((2,), Tensor(0.0), Tensor(1.0), seed=1.5),
        TypeError, "For 'uniform', the 'seed' must be int, but got 'float'"),
    'standard normal neg': (lambda: ops.standard_normal((-1, 2)),
        ValueError, 'For primitive[StandardNormal], the attribute[shape] should be a vector '
                    'with all positive item. but got [-1, 2, ].'),
    'standard normal seed': (lambda: ops.standard_normal((2,), seed='a'),
        TypeError, "For 'standard_normal', the 'seed' must be int, but got 'str'"),
    'standard laplace neg': (lambda: ops.standard_laplace((-1,)),
        ValueError, 'For primitive[StandardLaplace], the attribute[shape] should be a vector '
                    'with all positive item. but got [-1, ].'),
    'normal seed': (lambda: ops.normal((2,), Tensor(0.0), Tensor(1.0), seed=1.5),
        TypeError, "For 'normal', the 'seed' must be int, but got 'float'"),
    'randn dtype': (lambda: ops.randn(2, dtype=ms.int32),
        ValueError, "For 'randn', the 'dtype' must be a float type, but got Int32."),
    'rand dtype': (lambda: ops.rand(2, dtype=ms.int32),
        ValueError, "For 'rand', the 'dtype' must be a float type, but got Int32."),
    'rand neg': (lambda: ops.rand(-2),
        ValueError, 'For primitive[UniformReal], the the 0th dimension of input shape must be '
                    'greater than or equal to 0, but got -2.'),
    'rand like list': (lambda: ops.rand_like([1.0]),
        TypeError, "For 'rand_like', the 'input' must be a Tensor, but got <class 'list'>"),
    'rand like dtype': (lambda: ops.rand_like(F(2), dtype=ms.int32),
        ValueError, "For 'rand_like', the 'dtype' must be a float type, but got Int32."),
    'randn like list': (lambda: ops.randn_like([1.0]),
        TypeError, "For 'randn_like', the 'input' must be a Tensor, but got <class 'list'>"),
    'randperm neg': (lambda: ops.randperm(-1),
        ValueError, "For 'RandpermV2', the input 'n' must be greater than 0, but got data: -1."),
    'randperm float': (lambda: ops.randperm(1.5),
        TypeError, 'Failed calling RandpermV2 with "RandpermV2(seed=int, offset=int, '
                   'dtype=mindspore.dtype)(n=float)".\nThe valid calling should be: '
                   '\n"RandpermV2(seed=<Tensor, int>, offset=<Tensor, int>, '
                   'dtype=<mindspore.dtype>)(n=<Tensor, int>)".'),
    'bernoulli p': (lambda: ops.bernoulli(F(2), p=1.5),
        ValueError, 'For bernoulli, p should be in [0, 1], but got 1.5.'),
    'choice with mask float': (lambda: ops.choice_with_mask(F(2, 2)),
        TypeError, 'For primitive[RandomChoiceWithMask], the input argument[input_x] must be '
                   'a type of {Tensor[Bool]}, but got Tensor[Float32].'),
    'choice with mask count': (lambda: ops.choice_with_mask(Tensor(np.ones((2, 2), bool)), count=0),
        ValueError, "For 'RandomChoiceWithMask', the 'count' must be int and must > 0, but "
                    "got '0' with type 'int'."),
    'choice with mask rank': (lambda: ops.choice_with_mask(
        Tensor(np.ones((2, 2, 2, 2, 2, 2), bool))),
        ValueError, "For 'RandomChoiceWithMask', input[0] rank should be between 1 and 5, but "
                    'got:6'),
    'random categorical rank': (lambda: ops.random_categorical(F(2), 2),
        ValueError, 'logits shape size only support 2D'),
    'random categorical n': (lambda: ops.random_categorical(F(2, 2), 1.5),
        TypeError, 'For primitive[RandomCategorical], the input argument[num_sample] must be '
                   'a type of {Int32, Int64}, but got Float32.'),
    'random categorical int': (lambda: ops.random_categorical(I([[1, 1]]), 2),
        TypeError, 'For primitive[RandomCategorical], the input argument[logits] must be a '
                   'type of {Tensor[Float16], Tensor[Float32], Tensor[Float64]}, but got '
                   'Tensor[Int32].'),
    'set seed neg': (lambda: ms.set_seed(-1),
        ValueError, "For 'global_seed', the 'seed' must be int and must >= 0, but got '-1' "
                    "with type 'int'."),
    'set seed float': (lambda: ms.set_seed(1.5),
        TypeError, "The argument 'seed' must be type of int, but got <class 'float'>."),
    'set seed str': (lambda: ms.set_seed('a'),
        TypeError, "The argument 'seed' must be type of int, but got <class 'str'>."),
    'set seed big': (lambda: ms.set_seed(2 ** 64),
        TypeError, "ufunc 'isinf' not supported for the input types, and the inputs could not "
                   'be safely coerced to any supported types according to the casting rule '
                   "''safe''"),
    'dropout p': (lambda: ops.dropout(F(2), p=1.5),
        RuntimeError, "For 'Dropout, the 'keep_prob' must be in (0.0, 1.0], but got -0.5"),
    'dropout list': (lambda: ops.dropout([1.0]),
        TypeError, 'Failed calling Dropout with "Dropout(keep_prob=float, Seed0=int, '
                   'Seed1=int)(x=List<float>)".\nThe valid calling should be: '
                   '\n"Dropout(keep_prob=<float>, Seed0=<int>, Seed1=<int>)(x=<Tensor>)".'),
    'dropout2d rank': (lambda: ops.dropout2d(F(2, 2), p=0.5),
        ValueError, 'For primitive[Dropout2D], the rank of input  must be equal to 4 , but '
                    'got 2.'),
    'dropout3d rank': (lambda: ops.dropout3d(F(2, 2), p=0.5),
        ValueError, 'For primitive[Dropout3D], the rank of input  must be equal to 5 , but '
                    'got 2.'),
    'dropout2d p': (lambda: ops.dropout2d(F(1, 1, 2, 2), p=2.0),
        ValueError, "For 'Dropout2D', the 'keep_prob' must be in range of [0.0, 1.0], but got "
                    "-1.0 with type 'float'."),
}
