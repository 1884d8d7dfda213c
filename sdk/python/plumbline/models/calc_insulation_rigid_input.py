from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcInsulationRigidInput")



@_attrs_define
class CalcInsulationRigidInput:
    """ 
        Attributes:
            area_sqft (float): Gross wall (or roof) area to cover, square feet.
            board_r (float): Labeled R-value of one board (e.g. 5 for 1 in XPS at R-5 per inch).
            target_ci_r (float): Continuous insulation R-value required (the ci part of the IECC Table R402.1.3 entry, e.g.
                5 for 13&5ci).
            board_length_ft (float | Unset): Board length, feet. Default: 8.0.
            board_width_ft (float | Unset): Board width, feet. Default: 4.0.
            openings_sqft (float | Unset): Openings to deduct, square feet. Default: 0.0.
            waste_pct (float | Unset): Allowance added for cutting and waste, percent. Default: 0.0.
     """

    area_sqft: float
    board_r: float
    target_ci_r: float
    board_length_ft: float | Unset = 8.0
    board_width_ft: float | Unset = 4.0
    openings_sqft: float | Unset = 0.0
    waste_pct: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        board_r = self.board_r

        target_ci_r = self.target_ci_r

        board_length_ft = self.board_length_ft

        board_width_ft = self.board_width_ft

        openings_sqft = self.openings_sqft

        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "board_r": board_r,
            "target_ci_r": target_ci_r,
        })
        if board_length_ft is not UNSET:
            field_dict["board_length_ft"] = board_length_ft
        if board_width_ft is not UNSET:
            field_dict["board_width_ft"] = board_width_ft
        if openings_sqft is not UNSET:
            field_dict["openings_sqft"] = openings_sqft
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        board_r = d.pop("board_r")

        target_ci_r = d.pop("target_ci_r")

        board_length_ft = d.pop("board_length_ft", UNSET)

        board_width_ft = d.pop("board_width_ft", UNSET)

        openings_sqft = d.pop("openings_sqft", UNSET)

        waste_pct = d.pop("waste_pct", UNSET)

        calc_insulation_rigid_input = cls(
            area_sqft=area_sqft,
            board_r=board_r,
            target_ci_r=target_ci_r,
            board_length_ft=board_length_ft,
            board_width_ft=board_width_ft,
            openings_sqft=openings_sqft,
            waste_pct=waste_pct,
        )

        return calc_insulation_rigid_input

