from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_electrical_box_fill_input_devices_item_conductor_size import CalcElectricalBoxFillInputDevicesItemConductorSize
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcElectricalBoxFillInputDevicesItem")



@_attrs_define
class CalcElectricalBoxFillInputDevicesItem:
    """ 
        Attributes:
            conductor_size (CalcElectricalBoxFillInputDevicesItemConductorSize | Unset): Largest conductor connected to the
                device(s) on this yoke, AWG; largest uses the largest conductor in the box. Default:
                CalcElectricalBoxFillInputDevicesItemConductorSize.LARGEST.
            gangs (int | Unset): Gangs the device needs for mounting: a device wider than a single 2 in. device box counts a
                double allowance per gang. Default: 1.
     """

    conductor_size: CalcElectricalBoxFillInputDevicesItemConductorSize | Unset = CalcElectricalBoxFillInputDevicesItemConductorSize.LARGEST
    gangs: int | Unset = 1





    def to_dict(self) -> dict[str, Any]:
        conductor_size: str | Unset = UNSET
        if not isinstance(self.conductor_size, Unset):
            conductor_size = self.conductor_size.value


        gangs = self.gangs


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if conductor_size is not UNSET:
            field_dict["conductor_size"] = conductor_size
        if gangs is not UNSET:
            field_dict["gangs"] = gangs

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _conductor_size = d.pop("conductor_size", UNSET)
        conductor_size: CalcElectricalBoxFillInputDevicesItemConductorSize | Unset
        if isinstance(_conductor_size,  Unset):
            conductor_size = UNSET
        else:
            conductor_size = CalcElectricalBoxFillInputDevicesItemConductorSize(_conductor_size)




        gangs = d.pop("gangs", UNSET)

        calc_electrical_box_fill_input_devices_item = cls(
            conductor_size=conductor_size,
            gangs=gangs,
        )

        return calc_electrical_box_fill_input_devices_item

