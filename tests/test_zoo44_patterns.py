"""Model-zoo patterns found running mindspore-ai/models CV, NLP, GNN, audio, RL and
scientific-computing models against MindSpore 2.10 (session 67, zoo44).

Expected values were measured on MindSpore 2.10 (CPU)."""
import random

import numpy as np

import minicell as ms
import minicell.dataset as ds


def test_set_seed_seeds_python_random_and_numpy():
    # research/gnn/dgcn samples its PPMI random walks with random.choice after ms.set_seed:
    # 2.10's set_seed (through dataset.config.set_seed) seeds Python's random module, and
    # dataset.config.set_seed seeds it and numpy's global stream. minicell seeded neither
    # there, so the walks (and the PPMI matrix) changed on every run
    random.seed(99)
    np.random.seed(99)
    ms.set_seed(1)
    assert (random.random(), np.random.rand()) == (0.13436424411240122, 0.417022004702574)
    random.seed(99)
    np.random.seed(99)
    ds.config.set_seed(3)
    assert (random.random(), np.random.rand()) == (0.23796462709189137, 0.5507979025745755)
    assert ds.config.get_seed() == 3
    random.seed(99)
    np.random.seed(99)
    ms.set_seed(5489)
    assert (random.random(), np.random.rand()) == (0.7876110167997803, 0.8147236863931789)
    assert ds.config.get_seed() == 5489
