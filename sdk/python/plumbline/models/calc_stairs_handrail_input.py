from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_stairs_handrail_input_irc_edition import CalcStairsHandrailInputIrcEdition
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcStairsHandrailInput")



@_attrs_define
class CalcStairsHandrailInput:
    """ 
        Attributes:
            total_rise_in (float): Total rise of the flight, inches.
            tread_depth_in (float): Tread depth (unit run), inches.
            guard_height_in (float | Unset): Guard height on the open sides, above the nosing line, inches. Default: 36.0.
            handrail_height_in (float | Unset): Handrail height above the nosing line, inches. Default: 36.0.
            irc_edition (CalcStairsHandrailInputIrcEdition | Unset): IRC edition whose numbering every citation follows.
                Default: CalcStairsHandrailInputIrcEdition.VALUE_0.
            open_sides (int | Unset): Sides of the flight open to a drop (not against a wall). Default: 0.
     """

    total_rise_in: float
    tread_depth_in: float
    guard_height_in: float | Unset = 36.0
    handrail_height_in: float | Unset = 36.0
    irc_edition: CalcStairsHandrailInputIrcEdition | Unset = CalcStairsHandrailInputIrcEdition.VALUE_0
    open_sides: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        total_rise_in = self.total_rise_in

        tread_depth_in = self.tread_depth_in

        guard_height_in = self.guard_height_in

        handrail_height_in = self.handrail_height_in

        irc_edition: str | Unset = UNSET
        if not isinstance(self.irc_edition, Unset):
            irc_edition = self.irc_edition.value


        open_sides = self.open_sides


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "total_rise_in": total_rise_in,
            "tread_depth_in": tread_depth_in,
        })
        if guard_height_in is not UNSET:
            field_dict["guard_height_in"] = guard_height_in
        if handrail_height_in is not UNSET:
            field_dict["handrail_height_in"] = handrail_height_in
        if irc_edition is not UNSET:
            field_dict["irc_edition"] = irc_edition
        if open_sides is not UNSET:
            field_dict["open_sides"] = open_sides

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        total_rise_in = d.pop("total_rise_in")

        tread_depth_in = d.pop("tread_depth_in")

        guard_height_in = d.pop("guard_height_in", UNSET)

        handrail_height_in = d.pop("handrail_height_in", UNSET)

        _irc_edition = d.pop("irc_edition", UNSET)
        irc_edition: CalcStairsHandrailInputIrcEdition | Unset
        if isinstance(_irc_edition,  Unset):
            irc_edition = UNSET
        else:
            irc_edition = CalcStairsHandrailInputIrcEdition(_irc_edition)




        open_sides = d.pop("open_sides", UNSET)

        calc_stairs_handrail_input = cls(
            total_rise_in=total_rise_in,
            tread_depth_in=tread_depth_in,
            guard_height_in=guard_height_in,
            handrail_height_in=handrail_height_in,
            irc_edition=irc_edition,
            open_sides=open_sides,
        )

        return calc_stairs_handrail_input

