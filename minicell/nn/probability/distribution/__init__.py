"""MindSpore's ``mindspore.nn.probability.distribution``: distributions as Cells."""
from .distribution import Distribution
from .transformed_distribution import TransformedDistribution
from .bernoulli import Bernoulli
from .beta import Beta
from .categorical import Categorical
from .cauchy import Cauchy
from .exponential import Exponential
from .gamma import Gamma
from .geometric import Geometric
from .gumbel import Gumbel
from .logistic import Logistic
from .log_normal import LogNormal
from .normal import Normal
from .poisson import Poisson
from .uniform import Uniform
from .half_normal import HalfNormal
from .laplace import Laplace
from .student_t import StudentT

__all__ = ['Distribution', 'TransformedDistribution', 'Bernoulli', 'Beta', 'Categorical',
           'Cauchy', 'Exponential', 'Gamma', 'Geometric', 'Gumbel', 'Logistic', 'LogNormal',
           'Normal', 'Poisson', 'Uniform', 'HalfNormal', 'Laplace', 'StudentT']
