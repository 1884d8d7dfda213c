from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.calc_paint_exterior_input_application import CalcPaintExteriorInputApplication
from ..models.calc_paint_exterior_input_texture import CalcPaintExteriorInputTexture
from ..types import UNSET, Unset






T = TypeVar("T", bound="CalcPaintExteriorInput")



@_attrs_define
class CalcPaintExteriorInput:
    """ 
        Attributes:
            area_sqft (float): Siding area to paint, less doors and windows, square feet.
            application (CalcPaintExteriorInputApplication | Unset): Application method and its waste: brush-roller (+10%),
                airless-spray (+20%) or air-spray (+40%). Default: CalcPaintExteriorInputApplication.BRUSH_ROLLER.
            coats (int | Unset): Coats of paint. Default: 2.
            coverage_sqft_per_gal (float | Unset): Spreading rate on smooth siding, square feet per gallon per coat. Default
                400 (most exterior paints, per the same source); use your product's figure. Default: 400.0.
            texture (CalcPaintExteriorInputTexture | Unset): Surface: smooth (x1.00), rough or porous (x1.20), narrow 4-5 in
                lap siding (x1.10) or corrugated (x1.33). Default: CalcPaintExteriorInputTexture.SMOOTH.
     """

    area_sqft: float
    application: CalcPaintExteriorInputApplication | Unset = CalcPaintExteriorInputApplication.BRUSH_ROLLER
    coats: int | Unset = 2
    coverage_sqft_per_gal: float | Unset = 400.0
    texture: CalcPaintExteriorInputTexture | Unset = CalcPaintExteriorInputTexture.SMOOTH





    def to_dict(self) -> dict[str, Any]:
        area_sqft = self.area_sqft

        application: str | Unset = UNSET
        if not isinstance(self.application, Unset):
            application = self.application.value


        coats = self.coats

        coverage_sqft_per_gal = self.coverage_sqft_per_gal

        texture: str | Unset = UNSET
        if not isinstance(self.texture, Unset):
            texture = self.texture.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area_sqft": area_sqft,
        })
        if application is not UNSET:
            field_dict["application"] = application
        if coats is not UNSET:
            field_dict["coats"] = coats
        if coverage_sqft_per_gal is not UNSET:
            field_dict["coverage_sqft_per_gal"] = coverage_sqft_per_gal
        if texture is not UNSET:
            field_dict["texture"] = texture

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        _application = d.pop("application", UNSET)
        application: CalcPaintExteriorInputApplication | Unset
        if isinstance(_application,  Unset):
            application = UNSET
        else:
            application = CalcPaintExteriorInputApplication(_application)




        coats = d.pop("coats", UNSET)

        coverage_sqft_per_gal = d.pop("coverage_sqft_per_gal", UNSET)

        _texture = d.pop("texture", UNSET)
        texture: CalcPaintExteriorInputTexture | Unset
        if isinstance(_texture,  Unset):
            texture = UNSET
        else:
            texture = CalcPaintExteriorInputTexture(_texture)




        calc_paint_exterior_input = cls(
            area_sqft=area_sqft,
            application=application,
            coats=coats,
            coverage_sqft_per_gal=coverage_sqft_per_gal,
            texture=texture,
        )

        return calc_paint_exterior_input

