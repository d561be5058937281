"""``SummaryCollector``: the callback writing training summaries through ``SummaryRecord``.

Its arguments are checked as MindSpore 2.10 checks them (types and texts of the errors), and it
collects what 2.10 collects into TensorBoard files: the loss (``loss/auto``), the input images
(``input_data/auto``), histograms of the optimizer's parameters (``<name>/auto``) and the summary
ops' values, at the first step and then every ``collect_freq`` steps (epochs in sink mode).
MindInsight-only collections (graphs, dataset graphs, lineage, landscapes) are checked, not
written."""
import re

import numpy as np

from ...common.tensor import Tensor
from ...nn.optim.optimizer import Optimizer
from .._summary_enums import ModeEnum, PluginEnum
from .._utils import _make_directory, check_value_type
from ..summary import SummaryRecord, process_export_options
from ._callback import Callback

_OPTIMIZER_FAILED = 'Failed'
_TENSOR_SUMMARY_LIMIT = 20       # tensor summaries a run keeps when collect_tensor_freq is None
_HISTOGRAM_DEFAULT_COUNT = 5     # parameters histogrammed when histogram_regular is None


class SummaryCollector(Callback):
    """Collects the loss, input images, parameter histograms and summary-op values of
    ``Model.train`` into a ``SummaryRecord`` in ``summary_dir``."""

    _DEFAULT_SPECIFIED_DATA = {
        'collect_metric': True,
        'collect_graph': True,
        'collect_train_lineage': True,
        'collect_eval_lineage': True,
        'collect_input_data': True,
        'collect_dataset_graph': True,
        'histogram_regular': None,
        'collect_landscape': {'landscape_size': 40, 'unit': 'step', 'num_samples': 2048,
                              'create_landscape': {'train': True, 'result': True},
                              'intervals': [[1, 2, 3, 4, 5, 6, 7, 8, 9],
                                            [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]]},
    }

    def __init__(self, summary_dir, collect_freq=10, num_process=32, collect_specified_data=None,
                 keep_default_action=True, custom_lineage_data=None, collect_tensor_freq=None,
                 max_file_size=None, export_options=None):
        super().__init__()
        self._summary_dir = _make_directory(summary_dir, "summary_dir")
        self._record = None
        self._check_positive('collect_freq', collect_freq)
        self._collect_freq = collect_freq
        self._check_positive('collect_tensor_freq', collect_tensor_freq, allow_none=True)
        self._collect_tensor_freq = collect_tensor_freq
        self._tensor_collect_range = None
        self._check_positive('max_file_size', max_file_size, allow_none=True)
        self._max_file_size = max_file_size
        self._export_options = process_export_options(export_options)
        check_value_type('keep_default_action', keep_default_action, bool)
        self._collect_specified_data = self._process_specified_data(collect_specified_data,
                                                                    keep_default_action)
        landscape = self._collect_specified_data.get('collect_landscape')
        check_value_type('collect_landscape', landscape, [dict, type(None)])
        if landscape:
            self._check_collect_landscape_data(landscape)
        self._custom_lineage_data = self._check_custom_lineage('custom_lineage_data',
                                                               custom_lineage_data)
        self._temp_optimizer = None
        self._has_saved_graph = False
        self._is_parse_loss_success = True
        self._first_step = True
        self._dataset_sink_mode = True
        self._num_process = num_process

    def __enter__(self):
        self._record = SummaryRecord(self._summary_dir, max_file_size=self._max_file_size,
                                     export_options=self._export_options)
        self._first_step, self._dataset_sink_mode = True, True
        return self

    def __exit__(self, *err):
        self._record.close()

    # ---- argument checks (2.10's order and texts)
    def _check_positive(self, name, value, allow_none=False):
        if allow_none and value is None:
            return
        check_value_type(name, value, int)
        if value <= 0:
            raise ValueError(f'For "{type(self).__name__}", the value of `{name}` should be '
                             f'greater than 0, but got `{value}`.')

    @staticmethod
    def _check_custom_lineage(name, data):
        data = {} if data is None else data
        check_value_type(name, data, [dict, type(None)])
        for key, value in data.items():
            check_value_type(f'{name} -> {key}', key, str)
            check_value_type(f'the value of {name} -> {key}', value, (int, str, float))
        return data

    def _unexpected_keys(self, given, known, what):
        unexpected = set(given) - set(known)
        if unexpected:
            raise ValueError(f'For "{type(self).__name__}", the keys {unexpected} of `{what}` are '
                             f'unsupported, expect the follow keys: {list(known)}')

    def _process_specified_data(self, specified_data, action):
        check_value_type('collect_specified_data', specified_data, [dict, type(None)])
        if specified_data is None:
            return dict(self._DEFAULT_SPECIFIED_DATA) if action else {}
        for name in specified_data:
            check_value_type(name, name, [str])
        self._unexpected_keys(specified_data, self._DEFAULT_SPECIFIED_DATA,
                              'collect_specified_data')
        if 'histogram_regular' in specified_data:
            regular = specified_data['histogram_regular']
            check_value_type('histogram_regular', regular, (str, type(None)))
            if isinstance(regular, str):
                try:
                    re.compile(regular)
                except re.error as exc:
                    raise ValueError(f'For `collect_specified_data`, the value of '
                                     f'`histogram_regular` is not a valid regular expression. '
                                     f'Detail: {exc}.') from exc
        for item in set(self._DEFAULT_SPECIFIED_DATA) - {'histogram_regular', 'collect_landscape'}:
            if item in specified_data:
                check_value_type(item, specified_data[item], bool)
        if not action:
            return specified_data
        result = dict(self._DEFAULT_SPECIFIED_DATA)
        result.update(specified_data)
        return result

    def _check_collect_landscape_data(self, landscape):
        name = type(self).__name__
        self._unexpected_keys(landscape, self._DEFAULT_SPECIFIED_DATA['collect_landscape'],
                              'collect_landscape')
        size = landscape.get('landscape_size', 40)
        check_value_type('landscape_size', size, int)
        if not 3 <= size <= 256:
            raise ValueError(f'For "{name}", the "landscape_size" in collect_specified_data should '
                             f'be less than 256 and more than 3, but got the: {size}')
        unit = landscape.get('unit', 'step')
        check_value_type('unit', unit, str)
        if unit not in ('step', 'epoch'):
            raise ValueError(f'For "{name}", unit in collect_specified_data should be step or '
                             f'epoch, but got the: {unit}.')
        check_value_type('num_samples', landscape.get('num_samples', 2048), int)
        create = landscape.get('create_landscape', {'train': True, 'result': True})
        check_value_type('create_landscape', create, dict)
        for key, value in create.items():
            if key not in ('train', 'result'):
                raise ValueError(f'For "{name}", the key to create landscape should be in '
                                 f'["train", "result"], but got the: {key}.')
            check_value_type(key, value, bool)
        intervals = landscape.get('intervals')
        check_value_type('intervals', intervals, list)
        for interval in intervals:
            check_value_type('each interval inintervals', interval, list)
            if len(interval) < 3:
                raise ValueError(f'For "{name}", the length of each list in "intervals" should not '
                                 f'be less than three, but got the: {interval}')
            for step in interval:
                if not isinstance(step, int):
                    raise TypeError(f'For "{name}", the value of each list in "intervals" should '
                                    f'be int, but got the: {type(step)}')

    def _check_callbacks(self, cb_params):
        """2.10 refuses a second SummaryCollector in the callback list."""
        name = type(self).__name__
        if sum(type(cb).__name__ == name for cb in cb_params.list_callback) > 1:
            raise ValueError(f"There are more than one {name} instance in callback list,but "
                             f"expected only one {name} instance.")

    # ---- training hooks
    def begin(self, run_context):
        cb_params = run_context.original_args()
        self._check_callbacks(cb_params)
        if cb_params.mode not in ModeEnum.to_list():
            raise ValueError('Only support `train` (model.train) and `eval` (model.eval) mode, '
                             f'but got `{cb_params.mode}` mode.')
        self._record.set_mode(cb_params.mode)
        self._dataset_sink_mode = cb_params.dataset_sink_mode

    def step_end(self, run_context):
        cb_params = run_context.original_args()
        if cb_params.mode != ModeEnum.TRAIN.value:
            return
        if not self._has_saved_graph:       # 2.10 records its graphs here (not written)
            self._has_saved_graph = True
            self._record.record(cb_params.cur_step_num)
        if not self._dataset_sink_mode:
            self._collect_tensor_data(cb_params)

    def epoch_end(self, run_context):
        self._collect_tensor_data(run_context.original_args())
        self._record.flush()

    def end(self, run_context):
        # 2.10 drops the summary ops' values left over from the last collection
        self._record.set_mode('eval')
        self._record.record(step=0)

    def _collect_tensor_data(self, cb_params):
        if cb_params.mode != ModeEnum.TRAIN.value:
            return
        if self._first_step:
            self._tensor_collect_range = self._get_tensor_collect_range(cb_params)
            self._collect_at_step_end(cb_params, None)
            self._first_step = False
            self._record.flush()
            return
        current = cb_params.cur_epoch_num if self._dataset_sink_mode else cb_params.cur_step_num
        on_freq, in_range = current % self._collect_freq == 0, current in self._tensor_collect_range
        if on_freq and in_range:
            self._collect_at_step_end(cb_params, None)
        elif in_range:
            self._collect_at_step_end(cb_params, lambda plugin: plugin == PluginEnum.TENSOR.value)
        elif on_freq:
            self._collect_at_step_end(cb_params, lambda plugin: plugin != PluginEnum.TENSOR.value)

    def _get_tensor_collect_range(self, cb_params):
        """The steps (epochs in sink mode) whose tensor summaries are kept: every
        ``collect_tensor_freq``, else at most 20 spread over the run."""
        total = cb_params.epoch_num * (1 if self._dataset_sink_mode else cb_params.batch_num)
        if self._collect_tensor_freq is not None:
            return range(0, total + 1, self._collect_tensor_freq)
        if len(range(0, total + 1, self._collect_freq)) <= _TENSOR_SUMMARY_LIMIT:
            return range(0, total + 1, self._collect_freq)
        freq = total // (_TENSOR_SUMMARY_LIMIT - 1)
        if freq > 1:
            return range(0, total + 1, freq)[:_TENSOR_SUMMARY_LIMIT]
        return range(0, total + 1)[:_TENSOR_SUMMARY_LIMIT + 1]

    def _collect_at_step_end(self, cb_params, plugin_filter):
        self._collect_input_data(cb_params)
        self._collect_metric(cb_params)
        self._collect_histogram(cb_params)
        self._record.record(cb_params.cur_step_num, plugin_filter=plugin_filter)

    # ---- the collections
    def _collect_input_data(self, cb_params):
        """The first input of the step as an image, when it is one (else collection stops)."""
        if not self._collect_specified_data.get('collect_input_data'):
            return
        data = getattr(cb_params, 'train_dataset_element', None)
        if not isinstance(data, (Tensor, list, tuple)) or (not isinstance(data, Tensor)
                                                           and not data):
            self._collect_specified_data['collect_input_data'] = False
            return
        if isinstance(data, (list, tuple)):
            data = data[0]
        try:
            self._record.add_value(PluginEnum.IMAGE.value, 'input_data/auto', data)
        except (TypeError, ValueError):
            self._collect_specified_data['collect_input_data'] = False

    def _collect_metric(self, cb_params):
        if not self._collect_specified_data.get('collect_metric'):
            return
        loss = self._get_loss(cb_params)
        if loss is None:
            return
        try:
            self._record.add_value(PluginEnum.SCALAR.value, 'loss/auto', loss)
        except ValueError:
            self._collect_specified_data['collect_metric'] = False

    def _get_loss(self, cb_params):
        """The mean of the network's output (its first element for a list or tuple) as a
        Tensor, or None (and no more tries) when the output is none of those."""
        if not self._is_parse_loss_success:
            return None
        output = cb_params.net_outputs
        if isinstance(output, (int, float, Tensor)):
            loss = output
        elif isinstance(output, (list, tuple)) and output:
            loss = output[0]
        else:
            self._is_parse_loss_success = False
            return None
        loss = loss.asnumpy() if isinstance(loss, Tensor) else Tensor(loss).asnumpy()
        return Tensor(np.mean(loss))

    def _get_optimizer(self, cb_params):
        """``cb_params.optimizer``, else the first Optimizer cell (or ``optimizer`` attribute)
        of the running network; remembered, as is not finding one."""
        if self._temp_optimizer == _OPTIMIZER_FAILED:
            return None
        if self._temp_optimizer is not None:
            return self._temp_optimizer
        optimizer = cb_params.optimizer
        if optimizer is None:
            network = cb_params.train_network if cb_params.mode == ModeEnum.TRAIN.value \
                else cb_params.eval_network
            optimizer = self._parse_optimizer_by_network(network)
        if not isinstance(optimizer, Optimizer):
            optimizer = None
        self._temp_optimizer = _OPTIMIZER_FAILED if optimizer is None else optimizer
        return optimizer

    @staticmethod
    def _parse_optimizer_by_network(network):
        for _, cell in network.cells_and_names():
            if isinstance(cell, Optimizer):
                return cell
            optimizer = getattr(cell, 'optimizer', None)
            if isinstance(optimizer, Optimizer):
                return optimizer
        return None

    def _collect_histogram(self, cb_params):
        """Histograms of the optimizer's parameters matching ``histogram_regular`` (its first
        five when the regular expression is None)."""
        if 'histogram_regular' not in self._collect_specified_data:
            return
        optimizer = self._get_optimizer(cb_params)
        if optimizer is None:
            return
        regular = self._collect_specified_data['histogram_regular']
        parameters = optimizer.parameters
        if regular is None:
            parameters = parameters[:_HISTOGRAM_DEFAULT_COUNT]
        for parameter in parameters:
            if regular is None or re.match(regular, parameter.name):
                self._record.add_value(PluginEnum.HISTOGRAM.value, parameter.name + '/auto',
                                       parameter.data)
