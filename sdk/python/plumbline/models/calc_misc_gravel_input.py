from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_misc_gravel_input_material import CalcMiscGravelInputMaterial
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcMiscGravelInput")



@_attrs_define
class CalcMiscGravelInput:
    """ 
        Attributes:
            area_sqft (float): Area to cover, ft².
            depth_in (float): Depth of stone, inches.
            material (CalcMiscGravelInputMaterial | Unset): Stone; sets the weight per loose yd³ (Stone Siding):
                crushed_stone_57 (No. 57 and No. 89 rock) 1.2 t, lime_rock 1.25 t, river_rock 1.325 t, granite 1.325 t, marble
                1.35 t, lava_rock 0.5 t. Default: CalcMiscGravelInputMaterial.CRUSHED_STONE_57.
     """

    area_sqft: float
    depth_in: float
    material: CalcMiscGravelInputMaterial | Unset = CalcMiscGravelInputMaterial.CRUSHED_STONE_57





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        depth_in = self.depth_in

        material: str | Unset = UNSET
        if not isinstance(self.material, Unset):
            material = self.material.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
            "depth_in": depth_in,
        })
        if material is not UNSET:
            field_dict["material"] = material

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        depth_in = d.pop("depth_in")

        _material = d.pop("material", UNSET)
        material: CalcMiscGravelInputMaterial | Unset
        if isinstance(_material,  Unset):
            material = UNSET
        else:
            material = CalcMiscGravelInputMaterial(_material)




        calc_misc_gravel_input = cls(
            area_sqft=area_sqft,
            depth_in=depth_in,
            material=material,
        )

        return calc_misc_gravel_input

