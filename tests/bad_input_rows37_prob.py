"""Rows of ``test_bad_input_catalogue37`` (``nn.probability``): MindSpore 2.10's exception type
and text for each call (measured on 2.10 CPU, one case per forked process, pynative_synchronize
on; /tmp/s53/bad37's pr.py): the distributions' constructors (Normal, Bernoulli, Exponential,
Uniform, Geometric, Poisson, Gamma, Beta, LogNormal, Gumbel, Cauchy, Logistic, Categorical,
HalfNormal, Laplace, StudentT, TransformedDistribution: parameters out of range, of a wrong type,
a bad seed or name), their methods without parameters or with a bad sample shape or value, and
the bijectors' constructors (PowerTransform, ScalarAffine, Softplus, GumbelCDF, Invert, Exp).
All matched before this round's fixes; the dtype rows are left out (2.10's float types list
float8_e4m3fn, float8_e5m2 and hifloat8, which minicell's mstype.float_type does not hold)."""
import numpy as np

import minicell as ms
import minicell.nn.probability.bijector as msb
import minicell.nn.probability.distribution as msd
from minicell import Tensor

# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'prob normal sd0': (
        lambda: msd.Normal(0.0, 0.0, dtype=ms.float32),
        ValueError, 'Standard deviation must be greater than zero.'),
    'prob normal sdneg': (
        lambda: msd.Normal(0.0, -1.0, dtype=ms.float32),
        ValueError, 'Standard deviation must be greater than zero.'),
    'prob normal mean str': (
        lambda: msd.Normal('a', 1.0),
        TypeError, "Unable to convert input of type <class 'str'> to a Tensor of type Float32"),
    'prob normal seed': (
        lambda: msd.Normal(0.0, 1.0, seed='a'),
        TypeError, "For 'Normal', the 'seed' must be int, but got 'str'"),
    'prob normal name': (
        lambda: msd.Normal(0.0, 1.0, name=1),
        TypeError, "For 'Normal', the type of 'name' should be 'str', but got type 'int'."),
    'prob bern probs': (
        lambda: msd.Bernoulli(1.5),
        ValueError, 'Probabilities must be less than one'),
    'prob bern probs neg': (
        lambda: msd.Bernoulli(-0.5),
        ValueError, 'Probabilities must be greater than zero'),
    'prob exp rate': (
        lambda: msd.Exponential(-1.0),
        ValueError, 'rate must be greater than zero.'),
    'prob exp rate0': (
        lambda: msd.Exponential(0.0),
        ValueError, 'rate must be greater than zero.'),
    'prob uniform order': (
        lambda: msd.Uniform(1.0, 0.0),
        ValueError, 'low must be less than high'),
    'prob uniform eq': (
        lambda: msd.Uniform(1.0, 1.0),
        ValueError, 'low must be less than high'),
    'prob geom': (
        lambda: msd.Geometric(1.5),
        ValueError, 'Probabilities must be less than one'),
    'prob geom0': (
        lambda: msd.Geometric(0.0),
        ValueError, 'Probabilities must be greater than zero'),
    'prob poisson': (
        lambda: msd.Poisson(-1.0),
        TypeError, "Input rate can't be scalar"),
    'prob gamma conc': (
        lambda: msd.Gamma(-1.0, 1.0),
        TypeError, "Input concentration can't be scalar"),
    'prob gamma rate': (
        lambda: msd.Gamma(1.0, 0.0),
        TypeError, "Input concentration can't be scalar"),
    'prob beta': (
        lambda: msd.Beta(0.0, 1.0),
        TypeError, "Input concentration0 can't be scalar"),
    'prob lognormal': (
        lambda: msd.LogNormal(0.0, -1.0),
        ValueError, 'Standard deviation must be greater than zero.'),
    'prob gumbel': (
        lambda: msd.Gumbel(0.0, 0.0),
        ValueError, 'scale must be greater than zero.'),
    'prob cauchy': (
        lambda: msd.Cauchy(0.0, -1.0),
        ValueError, 'scale must be greater than zero.'),
    'prob logistic': (
        lambda: msd.Logistic(0.0, 0.0),
        ValueError, 'scale must be greater than zero.'),
    'prob categorical neg': (
        lambda: msd.Categorical([0.5, -0.5]),
        ValueError, 'Probabilities must be greater than zero'),
    'prob categorical sum': (
        lambda: msd.Categorical([0.2, 0.2]),
        ValueError,
            'Probabilities for each category should sum to one for Categorical distribution.'),
    'prob halfnormal': (
        lambda: msd.HalfNormal(0.0, -1.0),
        ValueError, 'Standard deviation must be greater than zero.'),
    'prob laplace': (
        lambda: msd.Laplace(0.0, -1.0),
        ValueError, 'Standard deviation must be greater than zero.'),
    'prob studentt': (
        lambda: msd.StudentT(-1.0, 0.0, 1.0),
        ValueError, 'Degrees of freedom must be greater than zero.'),
    'prob normal no param prob': (
        lambda: msd.Normal(dtype=ms.float32).prob(Tensor(1.0, ms.float32)),
        TypeError,
            'the type mean must be subclass of Tensor. It can not be None since it is not '
            'specified during initialization.'),
    'prob normal sample shape': (
        lambda: msd.Normal(0.0, 1.0, dtype=ms.float32).sample('a'),
        TypeError, 'For shape, input type must be a tuple.'),
    'prob normal kl type': (
        lambda: msd.Normal(0.0, 1.0, dtype=ms.float32).kl_loss('Bernoulli',
                                                               Tensor(0.5, ms.float32)),
        TypeError, "Normal._kl_loss() missing 1 required positional argument: 'sd_b'"),
    'prob normal prob list': (
        lambda: msd.Normal(0.0, 1.0, dtype=ms.float32).prob([1.0]),
        TypeError, 'For value, input type must be a Tensor or Parameter.'),
    'prob bern no probs': (
        lambda: msd.Bernoulli(dtype=ms.int32).prob(Tensor(1, ms.int32)),
        TypeError,
            'the type probs must be subclass of Tensor. It can not be None since it is not '
            'specified during initialization.'),
    'prob exp no rate': (
        lambda: msd.Exponential(dtype=ms.float32).mean(),
        TypeError,
            'the type rate must be subclass of Tensor. It can not be None since it is not '
            'specified during initialization.'),
    'prob uniform no': (
        lambda: msd.Uniform(dtype=ms.float32).mean(),
        TypeError,
            'the type low must be subclass of Tensor. It can not be None since it is not '
            'specified during initialization.'),
    'prob pow power': (
        lambda: msb.PowerTransform(power='a'),
        TypeError, "Unable to convert input of type <class 'str'> to a Tensor of type Float32"),
    'prob pow neg': (
        lambda: msb.PowerTransform(power=-1.0),
        ValueError, 'Power must be greater than or equal to zero.'),
    'prob affine scale': (
        lambda: msb.ScalarAffine(scale='a'),
        TypeError, "Unable to convert input of type <class 'str'> to a Tensor of type Float32"),
    'prob softplus': (
        lambda: msb.Softplus(sharpness='a'),
        TypeError, "Unable to convert input of type <class 'str'> to a Tensor of type Float32"),
    'prob gumbelcdf': (
        lambda: msb.GumbelCDF(scale=0.0),
        ValueError, 'scale must be greater than zero.'),
    'prob invert': (
        lambda: msb.Invert('a'),
        TypeError,
            "For 'Invert', the type of 'bijector' should be 'Bijector', but got type 'str'."),
    'prob transformed': (
        lambda: msd.TransformedDistribution(msb.Exp(), 'a'),
        TypeError,
            "For 'TransformedDistribution', the type of 'distribution' should be "
            "'Distribution', but got type 'str'."),
    'prob transformed bij': (
        lambda: msd.TransformedDistribution('a', msd.Normal(0.0, 1.0, dtype=ms.float32)),
        TypeError,
            "For 'TransformedDistribution', the type of 'bijector' should be 'Bijector', but "
            "got type 'str'."),
    'prob bijector name': (
        lambda: msb.Exp(name=1),
        TypeError, "For 'Exp', the type of 'name' should be 'str', but got type 'int'."),
    'prob normal tensor sd': (
        lambda: msd.Normal(Tensor([0.0], ms.float32), Tensor([-1.0], ms.float32), dtype=ms.float32),
        ValueError, 'Standard deviation must be greater than zero.'),
    'prob normal arr sd': (
        lambda: msd.Normal(np.array([0.0]), np.array([0.0]), dtype=ms.float32),
        ValueError, 'Standard deviation must be greater than zero.'),
    'prob bern arr': (
        lambda: msd.Bernoulli(np.array([0.5, 1.2])),
        ValueError, 'Probabilities must be less than one'),
    'prob normal log prob str': (
        lambda: msd.Normal(0.0, 1.0, dtype=ms.float32).log_prob('a'),
        TypeError, 'For value, input type must be a Tensor or Parameter.'),
    'prob cat probs 2': (
        lambda: msd.Categorical([[0.5]]),
        ValueError,
            'Probabilities for each category should sum to one for Categorical distribution.'),
}
