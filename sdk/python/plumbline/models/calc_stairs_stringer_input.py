from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_stairs_stringer_input_irc_edition import CalcStairsStringerInputIrcEdition
from ..models.calc_stairs_stringer_input_stringer_board import CalcStairsStringerInputStringerBoard
from ..models.calc_stairs_stringer_input_tread_material import CalcStairsStringerInputTreadMaterial
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcStairsStringerInput")



@_attrs_define
class CalcStairsStringerInput:
    """ 
        Attributes:
            stair_width_in (float): Width of the stair, inches.
            total_rise_in (float): Total rise, finished floor (or grade) to finished floor (or deck), inches.
            tread_depth_in (float): Tread depth (unit run), inches.
            irc_edition (CalcStairsStringerInputIrcEdition | Unset): IRC edition whose numbering code_reference follows.
                Default: CalcStairsStringerInputIrcEdition.VALUE_0.
            stringer_board (CalcStairsStringerInputStringerBoard | Unset): Board the stringers are cut from, for the throat
                depth left under the notches. Default: CalcStairsStringerInputStringerBoard.VALUE_1.
            tread_material (CalcStairsStringerInputTreadMaterial | Unset): Tread boards: 2x lumber (stringers at most 24 in
                o.c.) or 5/4 wood and composite decking (at most 16 in o.c.), per deckplans.com. Default:
                CalcStairsStringerInputTreadMaterial.VALUE_0.
     """

    stair_width_in: float
    total_rise_in: float
    tread_depth_in: float
    irc_edition: CalcStairsStringerInputIrcEdition | Unset = CalcStairsStringerInputIrcEdition.VALUE_0
    stringer_board: CalcStairsStringerInputStringerBoard | Unset = CalcStairsStringerInputStringerBoard.VALUE_1
    tread_material: CalcStairsStringerInputTreadMaterial | Unset = CalcStairsStringerInputTreadMaterial.VALUE_0





    def to_dict(self) -> dict[str, Any]:
        stair_width_in = self.stair_width_in

        total_rise_in = self.total_rise_in

        tread_depth_in = self.tread_depth_in

        irc_edition: str | Unset = UNSET
        if not isinstance(self.irc_edition, Unset):
            irc_edition = self.irc_edition.value


        stringer_board: str | Unset = UNSET
        if not isinstance(self.stringer_board, Unset):
            stringer_board = self.stringer_board.value


        tread_material: str | Unset = UNSET
        if not isinstance(self.tread_material, Unset):
            tread_material = self.tread_material.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "stair_width_in": stair_width_in,
            "total_rise_in": total_rise_in,
            "tread_depth_in": tread_depth_in,
        })
        if irc_edition is not UNSET:
            field_dict["irc_edition"] = irc_edition
        if stringer_board is not UNSET:
            field_dict["stringer_board"] = stringer_board
        if tread_material is not UNSET:
            field_dict["tread_material"] = tread_material

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stair_width_in = d.pop("stair_width_in")

        total_rise_in = d.pop("total_rise_in")

        tread_depth_in = d.pop("tread_depth_in")

        _irc_edition = d.pop("irc_edition", UNSET)
        irc_edition: CalcStairsStringerInputIrcEdition | Unset
        if isinstance(_irc_edition,  Unset):
            irc_edition = UNSET
        else:
            irc_edition = CalcStairsStringerInputIrcEdition(_irc_edition)




        _stringer_board = d.pop("stringer_board", UNSET)
        stringer_board: CalcStairsStringerInputStringerBoard | Unset
        if isinstance(_stringer_board,  Unset):
            stringer_board = UNSET
        else:
            stringer_board = CalcStairsStringerInputStringerBoard(_stringer_board)




        _tread_material = d.pop("tread_material", UNSET)
        tread_material: CalcStairsStringerInputTreadMaterial | Unset
        if isinstance(_tread_material,  Unset):
            tread_material = UNSET
        else:
            tread_material = CalcStairsStringerInputTreadMaterial(_tread_material)




        calc_stairs_stringer_input = cls(
            stair_width_in=stair_width_in,
            total_rise_in=total_rise_in,
            tread_depth_in=tread_depth_in,
            irc_edition=irc_edition,
            stringer_board=stringer_board,
            tread_material=tread_material,
        )

        return calc_stairs_stringer_input

