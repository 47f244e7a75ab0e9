"""What the active backend reads at each step: template text (a real model) or inputs and knobs (the offline model).

Why: with the embedded offline model, editing a template's text changes the rendered prompt, the token
count and the revision, but never the decision — the offline model reads the step's inputs and its knob
files. A prompt engineer who does not know that tunes the wrong thing; the Prompts page says it, per
step, and names the knob that does change the decision.
"""

from __future__ import annotations

from dataclasses import dataclass

from querylab.knobs import KNOB_FILES, KNOB_FOR_STEP


@dataclass(frozen=True)
class Reads:
    artifact: str
    backend: str
    offline: bool
    reads: str  # one sentence: what this backend reads for this artifact
    edit_changes_decision: bool
    advice: str = ""  # where to go instead when an edit here cannot change the decision


def what_reads(artifact: str, backend: str, offline: bool) -> Reads:
    """What ``backend`` reads for ``artifact`` (a template or knob file name), and whether editing it can change a decision."""
    if artifact in KNOB_FILES:
        if offline:
            return Reads(artifact, backend, offline, f"The offline model reads prompts/offline/{KNOB_FILES[artifact]} "
                         "(this artifact) on every turn: an activated revision counts from the next turn.", True)
        return Reads(artifact, backend, offline, f"The {backend} backend does not read knob files: they only steer the "
                     "embedded offline model.", False, "Edit the step's template instead; a real model reads its text.")
    if offline:
        knob = KNOB_FOR_STEP.get(artifact, "the offline knob files")
        return Reads(artifact, backend, offline,
                     f"The offline model reads the {artifact} step's inputs (question, documents, history) and its knobs — "
                     "not this template's text. The text is still rendered and recorded in the trace.", False,
                     f"Editing this template will not change the offline model's decision. To change it, edit {knob}, "
                     "or switch to the local model or an OpenAI-compatible server, which read the template text.")
    return Reads(artifact, backend, offline, f"The {backend} backend reads this template's rendered text (system and user "
                 "parts) at every step that uses it.", True)
