from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_stairs_headroom_input_irc_edition import CalcStairsHeadroomInputIrcEdition
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcStairsHeadroomInput")



@_attrs_define
class CalcStairsHeadroomInput:
    """ 
        Attributes:
            floor_structure_depth_in (float): Depth of the upper floor at the opening: finish floor, subfloor, joists and
                ceiling finish, inches.
            opening_length_in (float): Length of the stairwell opening, measured horizontally from the face of the top riser
                down the flight, inches.
            riser_height_in (float): Riser height (unit rise), inches.
            tread_depth_in (float): Tread depth (unit run), inches.
            irc_edition (CalcStairsHeadroomInputIrcEdition | Unset): IRC edition whose numbering code_reference follows.
                Default: CalcStairsHeadroomInputIrcEdition.VALUE_0.
            nosing_in (float | Unset): Nosing projection of the treads past the risers, inches. Default: 0.0.
     """

    floor_structure_depth_in: float
    opening_length_in: float
    riser_height_in: float
    tread_depth_in: float
    irc_edition: CalcStairsHeadroomInputIrcEdition | Unset = CalcStairsHeadroomInputIrcEdition.VALUE_0
    nosing_in: float | Unset = 0.0





    def to_dict(self) -> dict[str, Any]:
        floor_structure_depth_in = self.floor_structure_depth_in

        opening_length_in = self.opening_length_in

        riser_height_in = self.riser_height_in

        tread_depth_in = self.tread_depth_in

        irc_edition: str | Unset = UNSET
        if not isinstance(self.irc_edition, Unset):
            irc_edition = self.irc_edition.value


        nosing_in = self.nosing_in


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "floor_structure_depth_in": floor_structure_depth_in,
            "opening_length_in": opening_length_in,
            "riser_height_in": riser_height_in,
            "tread_depth_in": tread_depth_in,
        })
        if irc_edition is not UNSET:
            field_dict["irc_edition"] = irc_edition
        if nosing_in is not UNSET:
            field_dict["nosing_in"] = nosing_in

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        floor_structure_depth_in = d.pop("floor_structure_depth_in")

        opening_length_in = d.pop("opening_length_in")

        riser_height_in = d.pop("riser_height_in")

        tread_depth_in = d.pop("tread_depth_in")

        _irc_edition = d.pop("irc_edition", UNSET)
        irc_edition: CalcStairsHeadroomInputIrcEdition | Unset
        if isinstance(_irc_edition,  Unset):
            irc_edition = UNSET
        else:
            irc_edition = CalcStairsHeadroomInputIrcEdition(_irc_edition)




        nosing_in = d.pop("nosing_in", UNSET)

        calc_stairs_headroom_input = cls(
            floor_structure_depth_in=floor_structure_depth_in,
            opening_length_in=opening_length_in,
            riser_height_in=riser_height_in,
            tread_depth_in=tread_depth_in,
            irc_edition=irc_edition,
            nosing_in=nosing_in,
        )

        return calc_stairs_headroom_input

