"""The turn's step components, one module per decision (see docs/architecture.md).

Each step takes its configuration in the constructor (the turn's `StepEnv` and any knobs) and does its work in
`run()`, from typed inputs to a typed result; it never reads another step. `querylab.turn.Turn` composes them.
"""

from querylab.steps.names import ChannelSource, StepName
from querylab.steps.runner import LLMCall, StepOutput, StepRunner

__all__ = ["ChannelSource", "LLMCall", "StepName", "StepOutput", "StepRunner"]
