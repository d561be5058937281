"""``SummaryCollector``: the callback writing training summaries through ``SummaryRecord``."""
from ...common.tensor import Tensor
from ..summary import SummaryRecord
from ._callback import Callback


class SummaryCollector(Callback):
    """Records the loss (and the summary ops' values) every ``collect_freq`` steps of
    ``Model.train`` into a ``SummaryRecord`` in ``summary_dir``, closed when training ends.
    MindInsight-only collections (lineage, graphs, landscapes) are not written."""

    def __init__(self, summary_dir, collect_freq=10, collect_specified_data=None,
                 keep_default_action=True, custom_lineage_data=None, collect_tensor_freq=None,
                 max_file_size=None, export_options=None):
        super().__init__()
        if not isinstance(summary_dir, str):        # 2.10 checks it first
            raise TypeError("The summary_dir is invalid, the type should be string.")
        if isinstance(collect_freq, bool) or not isinstance(collect_freq, int) \
                or collect_freq <= 0:
            raise ValueError(f'For "SummaryCollector", the parameter "collect_freq" should be a '
                             f"positive int, but got {collect_freq!r}.")
        self._summary_dir = summary_dir
        self._collect_freq = collect_freq
        self._max_file_size = max_file_size
        self._record = None

    def begin(self, run_context):
        self._record = SummaryRecord(self._summary_dir, max_file_size=self._max_file_size)

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        step = cb_params.cur_step_num
        if step % self._collect_freq and step != 1:
            return
        outputs = cb_params.net_outputs
        loss = outputs[0] if isinstance(outputs, (tuple, list)) else outputs
        if isinstance(loss, Tensor) and loss.size == 1:
            self._record.add_value("scalar", "loss", loss)
        self._record.record(step)

    def end(self, run_context):
        if self._record is not None:
            self._record.close()
