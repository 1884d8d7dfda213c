from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_doors_windows_rough_opening_input_allowance import CalcDoorsWindowsRoughOpeningInputAllowance
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcDoorsWindowsRoughOpeningInput")



@_attrs_define
class CalcDoorsWindowsRoughOpeningInput:
    """ 
        Attributes:
            unit_height_in (float): Frame (unit) height, inches.
            unit_width_in (float): Frame (unit) width of the window or door, inches: the outside of the frame, not the
                nominal size and not the nailing fin.
            allowance (CalcDoorsWindowsRoughOpeningInputAllowance | Unset): Clearance added to width and height: rule-of-
                thumb (1/2 in), pella (3/4 in, Pella's published rough-opening rule) or custom (the manufacturer's figures in
                the two custom inputs). Default: CalcDoorsWindowsRoughOpeningInputAllowance.RULE_OF_THUMB.
            custom_height_allowance_in (float | Unset): custom: inches added to the unit height. Default: 0.0.
            custom_width_allowance_in (float | Unset): custom: inches added to the unit width (from the manufacturer's
                installation instructions). Default: 0.0.
            jack_studs_per_end (int | Unset): Jack (trimmer) studs under each end of the header (IRC R602.7.5; the number
                comes from the header span table). Default: 1.
     """

    unit_height_in: float
    unit_width_in: float
    allowance: CalcDoorsWindowsRoughOpeningInputAllowance | Unset = CalcDoorsWindowsRoughOpeningInputAllowance.RULE_OF_THUMB
    custom_height_allowance_in: float | Unset = 0.0
    custom_width_allowance_in: float | Unset = 0.0
    jack_studs_per_end: int | Unset = 1





    def to_dict(self) -> dict[str, Any]:
        unit_height_in = self.unit_height_in

        unit_width_in = self.unit_width_in

        allowance: str | Unset = UNSET
        if not isinstance(self.allowance, Unset):
            allowance = self.allowance.value


        custom_height_allowance_in = self.custom_height_allowance_in

        custom_width_allowance_in = self.custom_width_allowance_in

        jack_studs_per_end = self.jack_studs_per_end


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "unit_height_in": unit_height_in,
            "unit_width_in": unit_width_in,
        })
        if allowance is not UNSET:
            field_dict["allowance"] = allowance
        if custom_height_allowance_in is not UNSET:
            field_dict["custom_height_allowance_in"] = custom_height_allowance_in
        if custom_width_allowance_in is not UNSET:
            field_dict["custom_width_allowance_in"] = custom_width_allowance_in
        if jack_studs_per_end is not UNSET:
            field_dict["jack_studs_per_end"] = jack_studs_per_end

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        unit_height_in = d.pop("unit_height_in")

        unit_width_in = d.pop("unit_width_in")

        _allowance = d.pop("allowance", UNSET)
        allowance: CalcDoorsWindowsRoughOpeningInputAllowance | Unset
        if isinstance(_allowance,  Unset):
            allowance = UNSET
        else:
            allowance = CalcDoorsWindowsRoughOpeningInputAllowance(_allowance)




        custom_height_allowance_in = d.pop("custom_height_allowance_in", UNSET)

        custom_width_allowance_in = d.pop("custom_width_allowance_in", UNSET)

        jack_studs_per_end = d.pop("jack_studs_per_end", UNSET)

        calc_doors_windows_rough_opening_input = cls(
            unit_height_in=unit_height_in,
            unit_width_in=unit_width_in,
            allowance=allowance,
            custom_height_allowance_in=custom_height_allowance_in,
            custom_width_allowance_in=custom_width_allowance_in,
            jack_studs_per_end=jack_studs_per_end,
        )

        return calc_doors_windows_rough_opening_input

