from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcInsulationBattsInput")



@_attrs_define
class CalcInsulationBattsInput:
    """ 
        Attributes:
            area_sqft (float): Gross framed area to insulate (walls, ceiling or floor), square feet.
            batts_per_bag (int): Batts in one bag, from the package label.
            batt_length_in (float | Unset): Batt length, inches (93 in precut batts fit 8 ft walls). Default: 93.0.
            batt_width_in (float | Unset): Batt width, inches (15 for 16 in o.c. framing, 23 for 24 in o.c.); a batt wider
                than the spacing is cut to the bay. Default: 15.0.
            framing_spacing_in (float | Unset): Stud, joist or rafter spacing on center, inches (16 or 24 typically).
                Default: 16.0.
            openings_sqft (float | Unset): Window and door openings to deduct, square feet. Default: 0.0.
            waste_pct (float | Unset): Allowance added for cutting and waste, percent. Default: 0.0.
     """

    area_sqft: float
    batts_per_bag: int
    batt_length_in: float | Unset = 93.0
    batt_width_in: float | Unset = 15.0
    framing_spacing_in: float | Unset = 16.0
    openings_sqft: float | Unset = 0.0
    waste_pct: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        batts_per_bag = self.batts_per_bag

        batt_length_in = self.batt_length_in

        batt_width_in = self.batt_width_in

        framing_spacing_in = self.framing_spacing_in

        openings_sqft = self.openings_sqft

        waste_pct = self.waste_pct


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "batts_per_bag": batts_per_bag,
        })
        if batt_length_in is not UNSET:
            field_dict["batt_length_in"] = batt_length_in
        if batt_width_in is not UNSET:
            field_dict["batt_width_in"] = batt_width_in
        if framing_spacing_in is not UNSET:
            field_dict["framing_spacing_in"] = framing_spacing_in
        if openings_sqft is not UNSET:
            field_dict["openings_sqft"] = openings_sqft
        if waste_pct is not UNSET:
            field_dict["waste_pct"] = waste_pct

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        batts_per_bag = d.pop("batts_per_bag")

        batt_length_in = d.pop("batt_length_in", UNSET)

        batt_width_in = d.pop("batt_width_in", UNSET)

        framing_spacing_in = d.pop("framing_spacing_in", UNSET)

        openings_sqft = d.pop("openings_sqft", UNSET)

        waste_pct = d.pop("waste_pct", UNSET)

        calc_insulation_batts_input = cls(
            area_sqft=area_sqft,
            batts_per_bag=batts_per_bag,
            batt_length_in=batt_length_in,
            batt_width_in=batt_width_in,
            framing_spacing_in=framing_spacing_in,
            openings_sqft=openings_sqft,
            waste_pct=waste_pct,
        )

        return calc_insulation_batts_input

