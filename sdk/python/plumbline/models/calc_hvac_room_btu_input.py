from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_hvac_room_btu_input_sun import CalcHvacRoomBtuInputSun
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcHvacRoomBtuInput")



@_attrs_define
class CalcHvacRoomBtuInput:
    """ 
        Attributes:
            area_sqft (float): Floor area of the room, square feet. The ENERGY STAR chart rows carried run from 100 up to
                2,000 ft² (the 2,000–2,500 ft² row is not carried).
            kitchen (bool | Unset): True when the unit cools a kitchen: adds 4,000 Btu/h. Default: False.
            occupants (int | Unset): People who regularly occupy the room; each one beyond two adds 600 Btu/h. Default: 2.
            sun (CalcHvacRoomBtuInputSun | Unset): Sun exposure: shaded (heavily shaded: −10 %), sunny (very sunny: +10 %)
                or normal. Default: CalcHvacRoomBtuInputSun.NORMAL.
     """

    area_sqft: float
    kitchen: bool | Unset = False
    occupants: int | Unset = 2
    sun: CalcHvacRoomBtuInputSun | Unset = CalcHvacRoomBtuInputSun.NORMAL





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        kitchen = self.kitchen

        occupants = self.occupants

        sun: str | Unset = UNSET
        if not isinstance(self.sun, Unset):
            sun = self.sun.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
        })
        if kitchen is not UNSET:
            field_dict["kitchen"] = kitchen
        if occupants is not UNSET:
            field_dict["occupants"] = occupants
        if sun is not UNSET:
            field_dict["sun"] = sun

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        kitchen = d.pop("kitchen", UNSET)

        occupants = d.pop("occupants", UNSET)

        _sun = d.pop("sun", UNSET)
        sun: CalcHvacRoomBtuInputSun | Unset
        if isinstance(_sun,  Unset):
            sun = UNSET
        else:
            sun = CalcHvacRoomBtuInputSun(_sun)




        calc_hvac_room_btu_input = cls(
            area_sqft=area_sqft,
            kitchen=kitchen,
            occupants=occupants,
            sun=sun,
        )

        return calc_hvac_room_btu_input

