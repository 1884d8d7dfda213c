from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_stairs_rise_run_input_irc_edition import CalcStairsRiseRunInputIrcEdition
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcStairsRiseRunInput")



@_attrs_define
class CalcStairsRiseRunInput:
    """ 
        Attributes:
            total_rise_in (float): Total rise, finished floor to finished floor, inches.
            tread_depth_in (float): Tread depth (run of one step, nosing to nosing), inches.
            irc_edition (CalcStairsRiseRunInputIrcEdition | Unset): IRC edition whose numbering code_reference follows.
                Default: CalcStairsRiseRunInputIrcEdition.VALUE_0.
     """

    total_rise_in: float
    tread_depth_in: float
    irc_edition: CalcStairsRiseRunInputIrcEdition | Unset = CalcStairsRiseRunInputIrcEdition.VALUE_0





    def to_dict(self) -> dict[str, Any]:
        total_rise_in = self.total_rise_in

        tread_depth_in = self.tread_depth_in

        irc_edition: str | Unset = UNSET
        if not isinstance(self.irc_edition, Unset):
            irc_edition = self.irc_edition.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "total_rise_in": total_rise_in,
            "tread_depth_in": tread_depth_in,
        })
        if irc_edition is not UNSET:
            field_dict["irc_edition"] = irc_edition

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        total_rise_in = d.pop("total_rise_in")

        tread_depth_in = d.pop("tread_depth_in")

        _irc_edition = d.pop("irc_edition", UNSET)
        irc_edition: CalcStairsRiseRunInputIrcEdition | Unset
        if isinstance(_irc_edition,  Unset):
            irc_edition = UNSET
        else:
            irc_edition = CalcStairsRiseRunInputIrcEdition(_irc_edition)




        calc_stairs_rise_run_input = cls(
            total_rise_in=total_rise_in,
            tread_depth_in=tread_depth_in,
            irc_edition=irc_edition,
        )

        return calc_stairs_rise_run_input

