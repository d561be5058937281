"""IR files on request: ``set_context(save_graphs=True, save_graphs_path=dir)`` (or MindSpore's
environment variables ``MS_DEV_SAVE_GRAPHS`` / ``MS_DEV_SAVE_GRAPHS_PATH``) writes every compiled
graph's IR into ``dir`` at each stage of ``passes.run_passes``, one file per stage, named as
MindSpore names its dumps: ``NN_<stage>_MMMM.ir`` (NN: the stage's place in this compile, MMMM:
a counter over the process). The stages are ``trace`` (the graph as traced), one per pass
(``fold_constants``, ...), and ``validate``: the final graph, checked by the verifier, that is
lowered to JAX. Each file is the IR as ``print(graph)`` shows it (``# file:line`` per node).
"""
import itertools
import os

_COUNTER = itertools.count()


def _target():
    """The directory to write into, or None when no dump is asked for."""
    from .. import context
    level = context.get_context("save_graphs")
    path = context.get_context("save_graphs_path")
    if not level:
        level = os.environ.get("MS_DEV_SAVE_GRAPHS", "0")
        path = os.environ.get("MS_DEV_SAVE_GRAPHS_PATH", path)
        level = int(level) if level.isdigit() else 0
    return (path or ".") if level else None


class Dumper:
    """Writes the stages of one compile (``dumper(stage, graph)``); inert when not asked."""

    def __init__(self):
        self.path = _target()
        self.stage = 0
        if self.path is not None:
            os.makedirs(self.path, exist_ok=True)

    def __call__(self, stage, graph):
        if self.path is None:
            return
        name = os.path.join(self.path, f"{self.stage:02d}_{stage}_{next(_COUNTER):04d}.ir")
        with open(name, "w", encoding="utf-8") as f:
            f.write(f"# IR of graph {graph.name} after {stage}\n{graph}\n")
        self.stage += 1


__all__ = ["Dumper"]
