"""Rows of ``test_bad_input_catalogue40`` (parallel and context settings): MindSpore 2.10's
exception type and text for each call (measured on 2.10 CPU, one case per forked process;
/tmp/s56/bad40/pa.py): set_auto_parallel_context/get_auto_parallel_context, set_ps_context,
set_algo_parameters, communication calls without init, shard, set_context/set_device.
"""
import minicell as ms
from minicell import ops
from minicell.communication import create_group, get_rank, init


# name: (call, 2.10's exception type, 2.10's text)
ROWS = {
    'apc mode': (lambda: ms.set_auto_parallel_context(parallel_mode='foo'),
        ValueError, "The context configuration parameter 'parallel_mode' only support "
                    "'stand_alone', 'data_parallel', 'hybrid_parallel', 'semi_auto_parallel' "
                    "and 'auto_parallel', but got the value : foo."),
    'apc device num': (lambda: ms.set_auto_parallel_context(device_num=0),
        ValueError, "The context configuration parameter 'device_num' must be a positive "
                    'integer, but got the value of device_num : 0.'),
    'apc device num float': (lambda: ms.set_auto_parallel_context(device_num=1.5),
        TypeError, "The parameter 'device_num' must be <class 'int'>, but got <class 'float'>"),
    'apc global rank': (lambda: ms.set_auto_parallel_context(global_rank=-1),
        ValueError, "The context configuration parameter 'global_rank' must be in [0, 4095], "
                    'but got the value of global_rank : -1.'),
    'apc global rank str': (lambda: ms.set_auto_parallel_context(global_rank='a'),
        TypeError, "The parameter 'global_rank' must be <class 'int'>, but got <class 'str'>"),
    'apc gradients mean': (lambda: ms.set_auto_parallel_context(gradients_mean='a'),
        TypeError, "The parameter 'gradients_mean' must be <class 'bool'>, but got <class "
                   "'str'>"),
    'apc gradient fp32': (lambda: ms.set_auto_parallel_context(gradient_fp32_sync='a'),
        TypeError, "The parameter 'gradient_fp32_sync' must be <class 'bool'>, but got <class "
                   "'str'>"),
    'apc unknown': (lambda: ms.set_auto_parallel_context(foo=1),
        ValueError, 'Set context keyword foo is not recognized!'),
    'apc search': (lambda: ms.set_auto_parallel_context(search_mode='foo'),
        ValueError, "The context configuration parameter 'auto_parallel_search_mode' only "
                    "support 'recursive_programming', 'dynamic_programming' and "
                    "'sharding_propagation', but got the value: foo."),
    'apc pipeline': (lambda: ms.set_auto_parallel_context(pipeline_stages=0),
        ValueError, "For 'set_auto_parallel_context', the argument 'pipeline_stages' should "
                    'be greater or equal 1, but got the value of stages : 0.'),
    'apc pipeline float': (lambda: ms.set_auto_parallel_context(pipeline_stages=1.5),
        TypeError, "The parameter 'pipeline_stages' must be <class 'int'>, but got <class "
                   "'float'>"),
    'apc strategy file': (lambda: ms.set_auto_parallel_context(strategy_ckpt_load_file=1),
        TypeError, "The parameter 'strategy_ckpt_load_file' must be <class 'str'>, but got "
                   "<class 'int'>"),
    'apc full batch': (lambda: ms.set_auto_parallel_context(full_batch='a'),
        TypeError, "The parameter 'full_batch' must be <class 'bool'>, but got <class 'str'>"),
    'apc enable par opt': (lambda: ms.set_auto_parallel_context(enable_parallel_optimizer='a'),
        TypeError, "The parameter 'enable_parallel_optimizer' must be <class 'bool'>, but got "
                   "<class 'str'>"),
    'apc all reduce': (lambda: ms.set_auto_parallel_context(all_reduce_fusion_config='a'),
        TypeError, "The parameter 'all_reduce_fusion_config' must be <class 'list'>, but got "
                   "<class 'str'>"),
    'apc all reduce order': (
        lambda: ms.set_auto_parallel_context(all_reduce_fusion_config=[20, 10]),
        ValueError, "For 'set_auto_parallel_context().set_all_reduce_fusion_split_indices', "
                    "the elements in argument 'indices' must be sorted in ascending order"),
    'apc dataset strategy': (lambda: ms.set_auto_parallel_context(dataset_strategy='foo'),
        ValueError, "For 'set_auto_parallel_context', the argument 'dataset_strategy' must be "
                    "'full_batch' or 'data_parallel', but got the value : foo."),
    'apc dataset strategy int': (lambda: ms.set_auto_parallel_context(dataset_strategy=1),
        TypeError, "For 'set_auto_parallel_context', the argument 'dataset_strategy' must be "
                   "str or tuple type, but got the type : <class 'int'>."),
    'apc comm fusion': (lambda: ms.set_auto_parallel_context(comm_fusion='a'),
        TypeError, "The parameter 'comm_fusion' must be <class 'dict'>, but got <class 'str'>"),
    'apc comm fusion key': (lambda: ms.set_auto_parallel_context(comm_fusion={'foo': {}}),
        KeyError, "'comm fusion type must be openstate,allreduce, allgather or reducescatter, "
                  "but got foo'"),
    'apc grad acc': (lambda: ms.set_auto_parallel_context(grad_accumulation_step=0),
        ValueError, "For 'grad_accumulation_step', the input value must be int and must > 0, "
                    "but got '0' with type 'int'."),
    'apc par opt cfg': (lambda: ms.set_auto_parallel_context(parallel_optimizer_config='a'),
        TypeError, "The parameter 'parallel_optimizer_config' must be <class 'dict'>, but got "
                   "<class 'str'>"),
    'apc par opt cfg key': (
        lambda: ms.set_auto_parallel_context(parallel_optimizer_config={'foo': 1}),
        ValueError, "Unknown config: ['foo']"),
    'apc pipeline cfg': (lambda: ms.set_auto_parallel_context(pipeline_config={'foo': 1}),
        ValueError, "Unknown config: ['foo']"),
    'apc loss repeated': (lambda: ms.set_auto_parallel_context(loss_repeated_mean='a'),
        TypeError, "The parameter 'loss_repeated_mean' must be <class 'bool'>, but got <class "
                   "'str'>"),
    'apc auto pipeline': (lambda: ms.set_auto_parallel_context(auto_pipeline='a'),
        TypeError, "For 'set_auto_parallel_context', the argument 'auto_pipeline' must be "
                   "bool, but got the type : <class 'str'>."),
    'gapc unknown': (lambda: ms.get_auto_parallel_context('foo'),
        ValueError, 'Get context keyword foo is not recognized!'),
    'gapc int': (lambda: ms.get_auto_parallel_context(1),
        ValueError, 'Get context keyword 1 is not recognized!'),
    'ps context': (lambda: ms.set_ps_context(foo=1),
        ValueError, 'Set PS context keyword foo is not recognized!'),
    'ps get': (lambda: ms.get_ps_context('foo'),
        ValueError, 'Get PS context keyword foo is not recognized!'),
    'set algo': (lambda: ms.set_algo_parameters(foo=1),
        ValueError, 'Set context keyword foo is not recognized!'),
    'set algo val': (lambda: ms.set_algo_parameters(fully_use_devices='a'),
        TypeError, "The parameter 'fully_use_devices' must be <class 'bool'>, but got <class "
                   "'str'>"),
    'get algo': (lambda: ms.get_algo_parameters('foo'),
        ValueError, 'Get context keyword foo is not recognized!'),
    'get rank group': (lambda: get_rank(1),
        TypeError, "For 'get_rank', the argument 'group' must be type of string, but got "
                   "'group' type : <class 'int'>."),
    'create group noinit': (lambda: create_group('g', [0]),
        RuntimeError, "Distributed Communication has not been inited.You can't invoke this "
                      'interface yet. Please call `init()` method first.'),
    'init backend': (lambda: init('foo'),
        RuntimeError, "For 'init', the argument 'backend_name' must be one of 'hccl', 'nccl' "
                      "and 'mccl', but got 'backend_name' : foo"),
    'init backend int': (lambda: init(1),
        TypeError, "For 'init', the argument 'backend_name' must be a string, but got the "
                   "type : <class 'int'>"),
    'shard strategy': (lambda: ops.ReLU().shard('a'),
        TypeError, "in_strategy must be tuple type, but got:<class 'str'>"),
    'shard strategy list': (lambda: ops.ReLU().shard([(1,)]),
        TypeError, "in_strategy must be tuple type, but got:<class 'list'>"),
    'set context mode': (lambda: ms.set_context(mode=5),
        ValueError, "For 'context.set_context', the argument 'mode' should be "
                    'context.GRAPH_MODE (0) or context.PYNATIVE_MODE (1), but got 5.'),
    'set context device': (lambda: ms.set_context(device_target='TPU'),
        ValueError, "For 'context.set_context', the argument 'device_target' must be one of "
                    "['CPU', 'GPU', 'Ascend', 'Davinci'], but got TPU."),
    'set context device id': (lambda: ms.set_context(device_id=-1),
        ValueError, "For 'context.set_context', the argument 'device_id' must be in range [0, "
                    '4095], but got -1.'),
    'set context unknown': (lambda: ms.set_context(foo=1),
        ValueError, "For 'context.set_context', the keyword argument foo is not recognized! "
                    "For detailed usage of 'set_context', please refer to the Mindspore "
                    'official website.'),
    'get context unknown': (lambda: ms.get_context('foo'),
        ValueError, "For 'context.get_context', the argument foo is not recognized! For "
                    "detailed usage of 'get_context', please refer to the Mindspore official "
                    'website.'),
    'set device': (lambda: ms.set_device('TPU'),
        ValueError, "The argument 'device_target' must be one of ['CPU', 'GPU', 'Ascend'], "
                    'but got TPU.'),
    'set device id': (lambda: ms.set_device('CPU', -1),
        ValueError, 'The device id must bigger than or equal to 0.'),
    'set device int': (lambda: ms.set_device(1),
        TypeError, "The parameter 'device_target' must be <class 'str'>, but got <class 'int'>"),
    'reset apc arg': (lambda: ms.reset_auto_parallel_context(1),
        TypeError, 'reset_auto_parallel_context() takes 0 positional arguments but 1 was given'),
}
