from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_paint_stain_input_texture import CalcPaintStainInputTexture
from ..models.calc_paint_stain_input_wood_age import CalcPaintStainInputWoodAge
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CalcPaintStainInput")



@_attrs_define
class CalcPaintStainInput:
    """ 
        Attributes:
            area_sqft (float): Wood area to stain (deck boards, rails, both faces of a fence as needed), square feet.
            coats (int | Unset): Coats of stain; each coat takes the same coverage. Default: 1.
            coverage_sqft_per_gal (Any | Unset): Your stain's spreading rate, square feet per gallon; 0 uses the chart
                figure for the texture and age (smooth new 200, rough new 125, smooth weathered 150, rough weathered 100).
                Default: 0.
            texture (CalcPaintStainInputTexture | Unset): Wood surface: smooth (planed) or rough (rough-sawn). Default:
                CalcPaintStainInputTexture.SMOOTH.
            wood_age (CalcPaintStainInputWoodAge | Unset): New wood or old, weathered wood (more porous). Default:
                CalcPaintStainInputWoodAge.NEW.
     """

    area_sqft: float
    coats: int | Unset = 1
    coverage_sqft_per_gal: Any | Unset = 0
    texture: CalcPaintStainInputTexture | Unset = CalcPaintStainInputTexture.SMOOTH
    wood_age: CalcPaintStainInputWoodAge | Unset = CalcPaintStainInputWoodAge.NEW





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        coats = self.coats

        coverage_sqft_per_gal: Any | Unset
        if isinstance(self.coverage_sqft_per_gal, Unset):
            coverage_sqft_per_gal = UNSET
        else:
            coverage_sqft_per_gal = self.coverage_sqft_per_gal

        texture: str | Unset = UNSET
        if not isinstance(self.texture, Unset):
            texture = self.texture.value


        wood_age: str | Unset = UNSET
        if not isinstance(self.wood_age, Unset):
            wood_age = self.wood_age.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
        })
        if coats is not UNSET:
            field_dict["coats"] = coats
        if coverage_sqft_per_gal is not UNSET:
            field_dict["coverage_sqft_per_gal"] = coverage_sqft_per_gal
        if texture is not UNSET:
            field_dict["texture"] = texture
        if wood_age is not UNSET:
            field_dict["wood_age"] = wood_age

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        coats = d.pop("coats", UNSET)

        def _parse_coverage_sqft_per_gal(data: object) -> Any | Unset:
            if isinstance(data, Unset):
                return data
            return cast(Any | Unset, data)

        coverage_sqft_per_gal = _parse_coverage_sqft_per_gal(d.pop("coverage_sqft_per_gal", UNSET))


        _texture = d.pop("texture", UNSET)
        texture: CalcPaintStainInputTexture | Unset
        if isinstance(_texture,  Unset):
            texture = UNSET
        else:
            texture = CalcPaintStainInputTexture(_texture)




        _wood_age = d.pop("wood_age", UNSET)
        wood_age: CalcPaintStainInputWoodAge | Unset
        if isinstance(_wood_age,  Unset):
            wood_age = UNSET
        else:
            wood_age = CalcPaintStainInputWoodAge(_wood_age)




        calc_paint_stain_input = cls(
            area_sqft=area_sqft,
            coats=coats,
            coverage_sqft_per_gal=coverage_sqft_per_gal,
            texture=texture,
            wood_age=wood_age,
        )

        return calc_paint_stain_input

