from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_gutters_hangers_input_climate import CalcGuttersHangersInputClimate
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CalcGuttersHangersInput")



@_attrs_define
class CalcGuttersHangersInput:
    """ 
        Attributes:
            run_lengths_ft (list[float]): Length of each continuous gutter run (end cap to end cap, corners included), feet.
            climate (CalcGuttersHangersInputClimate | Unset): Hanger spacing: standard 24 in, mild (warm, no snow) 36 in,
                snow (snow and ice loads) 18 in. Default: CalcGuttersHangersInputClimate.STANDARD.
            corners (int | Unset): Inside plus outside corners along the runs (one miter each). Default: 0.
            section_length_ft (float | Unset): Length of one gutter section for sectional gutters, feet (10 ft is the usual
                stock length). Default: 10.0.
     """

    run_lengths_ft: list[float]
    climate: CalcGuttersHangersInputClimate | Unset = CalcGuttersHangersInputClimate.STANDARD
    corners: int | Unset = 0
    section_length_ft: float | Unset = 10.0





    def to_dict(self) -> dict[str, Any]:
        run_lengths_ft = self.run_lengths_ft



        climate: str | Unset = UNSET
        if not isinstance(self.climate, Unset):
            climate = self.climate.value


        corners = self.corners

        section_length_ft = self.section_length_ft


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "run_lengths_ft": run_lengths_ft,
        })
        if climate is not UNSET:
            field_dict["climate"] = climate
        if corners is not UNSET:
            field_dict["corners"] = corners
        if section_length_ft is not UNSET:
            field_dict["section_length_ft"] = section_length_ft

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        run_lengths_ft = cast(list[float], d.pop("run_lengths_ft"))


        _climate = d.pop("climate", UNSET)
        climate: CalcGuttersHangersInputClimate | Unset
        if isinstance(_climate,  Unset):
            climate = UNSET
        else:
            climate = CalcGuttersHangersInputClimate(_climate)




        corners = d.pop("corners", UNSET)

        section_length_ft = d.pop("section_length_ft", UNSET)

        calc_gutters_hangers_input = cls(
            run_lengths_ft=run_lengths_ft,
            climate=climate,
            corners=corners,
            section_length_ft=section_length_ft,
        )

        return calc_gutters_hangers_input

