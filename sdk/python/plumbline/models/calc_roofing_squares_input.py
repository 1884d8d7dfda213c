from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcRoofingSquaresInput")



@_attrs_define
class CalcRoofingSquaresInput:
    """ 
        Attributes:
            footprint_length_ft (float): Length of the roof's horizontal footprint (building plus overhangs), feet.
            footprint_width_ft (float): Width of the roof's horizontal footprint (building plus overhangs), feet.
            pitch_rise_in (float): Roof pitch: rise in inches per 12 in of horizontal run (every plane at this pitch: gable
                or hip roofs).
            waste_pct (float | Unset): Ordering allowance added for cutting waste, percent; 10 is the common allowance of
                roofing guides (buy the area plus 10 %). Default: 10.0.
     """

    footprint_length_ft: float
    footprint_width_ft: float
    pitch_rise_in: float
    waste_pct: float | Unset = 10.0





    def to_dict(self) -> dict[str, Any]:
        footprint_length_ft = self.footprint_length_ft

        footprint_width_ft = self.footprint_width_ft

        pitch_rise_in = self.pitch_rise_in

        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "footprint_length_ft": footprint_length_ft,
            "footprint_width_ft": footprint_width_ft,
            "pitch_rise_in": pitch_rise_in,
        })
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        footprint_length_ft = d.pop("footprint_length_ft")

        footprint_width_ft = d.pop("footprint_width_ft")

        pitch_rise_in = d.pop("pitch_rise_in")

        waste_pct = d.pop("waste_pct", UNSET)

        calc_roofing_squares_input = cls(
            footprint_length_ft=footprint_length_ft,
            footprint_width_ft=footprint_width_ft,
            pitch_rise_in=pitch_rise_in,
            waste_pct=waste_pct,
        )

        return calc_roofing_squares_input

