from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcRoofingPitchInput")



@_attrs_define
class CalcRoofingPitchInput:
    """ 
        Attributes:
            rise_in (float): Vertical rise over the run, inches.
            run_in (float | Unset): Horizontal run the rise is measured over, inches (pitch is stated per 12 in). Default:
                12.0.
     """

    rise_in: float
    run_in: float | Unset = 12.0





    def to_dict(self) -> dict[str, Any]:
        rise_in = self.rise_in

        run_in = self.run_in


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rise_in": rise_in,
        })
        if run_in is not UNSET:
            field_dict["run_in"] = run_in

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rise_in = d.pop("rise_in")

        run_in = d.pop("run_in", UNSET)

        calc_roofing_pitch_input = cls(
            rise_in=rise_in,
            run_in=run_in,
        )

        return calc_roofing_pitch_input

