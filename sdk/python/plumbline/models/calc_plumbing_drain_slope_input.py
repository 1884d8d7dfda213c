from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_plumbing_drain_slope_input_pipe_size import CalcPlumbingDrainSlopeInputPipeSize
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcPlumbingDrainSlopeInput")



@_attrs_define
class CalcPlumbingDrainSlopeInput:
    """ 
        Attributes:
            pipe_size (CalcPlumbingDrainSlopeInputPipeSize): Nominal size of the horizontal drain, inches.
            run_ft (float): Horizontal length of the run, feet.
            planned_slope_in_per_ft (float | Unset): Slope you plan to lay, inches per foot, checked against the minimum; 0
                (the default) checks nothing. Default: 0.0.
     """

    pipe_size: CalcPlumbingDrainSlopeInputPipeSize
    run_ft: float
    planned_slope_in_per_ft: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        pipe_size = self.pipe_size.value

        run_ft = self.run_ft

        planned_slope_in_per_ft = self.planned_slope_in_per_ft


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pipe_size": pipe_size,
            "run_ft": run_ft,
        })
        if planned_slope_in_per_ft is not UNSET:
            field_dict["planned_slope_in_per_ft"] = planned_slope_in_per_ft

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pipe_size = CalcPlumbingDrainSlopeInputPipeSize(d.pop("pipe_size"))




        run_ft = d.pop("run_ft")

        planned_slope_in_per_ft = d.pop("planned_slope_in_per_ft", UNSET)

        calc_plumbing_drain_slope_input = cls(
            pipe_size=pipe_size,
            run_ft=run_ft,
            planned_slope_in_per_ft=planned_slope_in_per_ft,
        )

        return calc_plumbing_drain_slope_input

