from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcDrywallTapeInput")



@_attrs_define
class CalcDrywallTapeInput:
    """ 
        Attributes:
            area_sqft (float): Area of gypsum board to finish, square feet.
            roll_length_ft (float | Unset): Length of one roll, feet. USG paper tape comes in 75, 250 and 500 ft rolls.
                Default: 500.0.
            tape_ft_per_1000_sqft (float | Unset): Tape per 1,000 ft² of board. Default 370: USG Sheetrock Brand Paper Joint
                Tape (J1736) and Fiberglass Drywall Tape (J780A) coverage. Default: 370.0.
            waste_pct (float | Unset): Allowance added, percent. Default 0: USG's coverage is already a job estimate.
                Default: 0.0.
     """

    area_sqft: float
    roll_length_ft: float | Unset = 500.0
    tape_ft_per_1000_sqft: float | Unset = 370.0
    waste_pct: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        roll_length_ft = self.roll_length_ft

        tape_ft_per_1000_sqft = self.tape_ft_per_1000_sqft

        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
        })
        if roll_length_ft is not UNSET:
            field_dict["roll_length_ft"] = roll_length_ft
        if tape_ft_per_1000_sqft is not UNSET:
            field_dict["tape_ft_per_1000_sqft"] = tape_ft_per_1000_sqft
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        roll_length_ft = d.pop("roll_length_ft", UNSET)

        tape_ft_per_1000_sqft = d.pop("tape_ft_per_1000_sqft", UNSET)

        waste_pct = d.pop("waste_pct", UNSET)

        calc_drywall_tape_input = cls(
            area_sqft=area_sqft,
            roll_length_ft=roll_length_ft,
            tape_ft_per_1000_sqft=tape_ft_per_1000_sqft,
            waste_pct=waste_pct,
        )

        return calc_drywall_tape_input

